CREATE TABLE "member_signals" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"phone" boolean DEFAULT false NOT NULL,
	"email" boolean DEFAULT false NOT NULL,
	"photo" boolean DEFAULT false NOT NULL,
	"reported_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "photo_hashes" (
	"hash" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_photos" ADD COLUMN "phash" bigint;--> statement-breakpoint
ALTER TABLE "member_photos" ADD COLUMN "hashed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "phone_key" text GENERATED ALWAYS AS (case when length(case when length(ltrim(regexp_replace("phone", '[^0-9]', '', 'g'), '0')) > 10 and left(ltrim(regexp_replace("phone", '[^0-9]', '', 'g'), '0'), length(regexp_replace("dial_code", '[^0-9]', '', 'g'))) = regexp_replace("dial_code", '[^0-9]', '', 'g') then substr(ltrim(regexp_replace("phone", '[^0-9]', '', 'g'), '0'), length(regexp_replace("dial_code", '[^0-9]', '', 'g')) + 1) else ltrim(regexp_replace("phone", '[^0-9]', '', 'g'), '0') end) < 6 then null else regexp_replace("dial_code", '[^0-9]', '', 'g') || ' ' || case when length(ltrim(regexp_replace("phone", '[^0-9]', '', 'g'), '0')) > 10 and left(ltrim(regexp_replace("phone", '[^0-9]', '', 'g'), '0'), length(regexp_replace("dial_code", '[^0-9]', '', 'g'))) = regexp_replace("dial_code", '[^0-9]', '', 'g') then substr(ltrim(regexp_replace("phone", '[^0-9]', '', 'g'), '0'), length(regexp_replace("dial_code", '[^0-9]', '', 'g')) + 1) else ltrim(regexp_replace("phone", '[^0-9]', '', 'g'), '0') end end) STORED;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "email_key" text GENERATED ALWAYS AS (case when regexp_replace(split_part(lower("email"), '@', 1), '[+].*$', '') = '' or split_part(lower("email"), '@', 2) = '' then null when split_part(lower("email"), '@', 2) in ('gmail.com', 'googlemail.com') then replace(regexp_replace(split_part(lower("email"), '@', 1), '[+].*$', ''), '.', '') || '@gmail.com' else regexp_replace(split_part(lower("email"), '@', 1), '[+].*$', '') || '@' || split_part(lower("email"), '@', 2) end) STORED;--> statement-breakpoint
ALTER TABLE "member_signals" ADD CONSTRAINT "member_signals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_hashes_band0_idx" ON "photo_hashes" USING btree ((("hash" >> 0) & 65535));--> statement-breakpoint
CREATE INDEX "photo_hashes_band16_idx" ON "photo_hashes" USING btree ((("hash" >> 16) & 65535));--> statement-breakpoint
CREATE INDEX "photo_hashes_band32_idx" ON "photo_hashes" USING btree ((("hash" >> 32) & 65535));--> statement-breakpoint
CREATE INDEX "photo_hashes_band48_idx" ON "photo_hashes" USING btree ((("hash" >> 48) & 65535));--> statement-breakpoint
CREATE INDEX "member_photos_unhashed_idx" ON "member_photos" USING btree ("id") WHERE "member_photos"."hashed_at" is null;--> statement-breakpoint
CREATE INDEX "member_photos_phash_idx" ON "member_photos" USING btree ("phash","media_id") WHERE "member_photos"."phash" is not null;--> statement-breakpoint
CREATE INDEX "members_phone_key_idx" ON "members" USING btree ("phone_key","id");--> statement-breakpoint
CREATE INDEX "members_email_key_idx" ON "members" USING btree ("email_key","id");--> statement-breakpoint
-- The fraud signals (docs/signals.md), kept here for every writer: the app, the console's actions, the
-- generator's rebuild. A photo's near-duplicates are the profile photos of other members whose hash
-- is at most 6 bits from it, in another file: one file shown by many members is the generator's
-- economy (its stock pictures), never two uploads.
--
-- The distinct hashes at most 6 bits from the given one, itself among them: some band of 16 bits of
-- two such hashes differs in at most one bit, so each band's index is probed with the band's value and
-- its 16 one-bit neighbours, and what they find is checked bit by bit.
CREATE FUNCTION "photo_hash_near"(bigint) RETURNS TABLE ("hash" bigint) LANGUAGE sql STABLE AS $$
  SELECT p.hash FROM "photo_hashes" p
  WHERE ((p.hash >> 0) & 65535 = ANY (ARRAY(SELECT (($1 >> 0) & 65535) # f FROM unnest('{0,1,2,4,8,16,32,64,128,256,512,1024,2048,4096,8192,16384,32768}'::bigint[]) f))
      OR (p.hash >> 16) & 65535 = ANY (ARRAY(SELECT (($1 >> 16) & 65535) # f FROM unnest('{0,1,2,4,8,16,32,64,128,256,512,1024,2048,4096,8192,16384,32768}'::bigint[]) f))
      OR (p.hash >> 32) & 65535 = ANY (ARRAY(SELECT (($1 >> 32) & 65535) # f FROM unnest('{0,1,2,4,8,16,32,64,128,256,512,1024,2048,4096,8192,16384,32768}'::bigint[]) f))
      OR (p.hash >> 48) & 65535 = ANY (ARRAY(SELECT (($1 >> 48) & 65535) # f FROM unnest('{0,1,2,4,8,16,32,64,128,256,512,1024,2048,4096,8192,16384,32768}'::bigint[]) f)))
    AND bit_count((p.hash # $1)::bit(64)) <= 6
$$;--> statement-breakpoint
-- The members whose profile photo is a near-duplicate of this photo (its hash and file), the photo's
-- own member excepted. The near hashes first (a handful), then for each an index range on either side
-- of the file in member_photos_phash_idx, so the many members sharing one stock picture are never
-- read. Index walks only: the planner's statistics see the stock pictures' hashes (thousands of photos
-- each) and would otherwise scan every photo, or compile the scan (JIT) for longer than the few rows
-- it finds take to read.
CREATE FUNCTION "photo_near_members"(hash bigint, file uuid, member_id integer) RETURNS SETOF integer LANGUAGE sql STABLE
SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off SET jit = off AS $$
  WITH near AS (SELECT array(SELECT n.hash FROM "photo_hash_near"($1) n) AS hashes)
  SELECT o.id FROM near, "member_photos" op JOIN "members" o ON o.id = op.member_id AND o.photo_id = op.id
  WHERE op.phash = ANY (near.hashes) AND op.media_id < $2 AND o.id <> $3
  UNION
  SELECT o.id FROM near, "member_photos" op JOIN "members" o ON o.id = op.member_id AND o.photo_id = op.id
  WHERE op.phash = ANY (near.hashes) AND op.media_id > $2 AND o.id <> $3
$$;--> statement-breakpoint
-- When being reported stops counting: 30 days after the third most recent reporter's last report
-- (null with fewer than three reporters).
CREATE FUNCTION "member_reported_until"(member_id integer) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT r.last + interval '30 days' FROM (
    SELECT max(b.created_at) AS last FROM "block_requests" b WHERE b.reported_id = $1 GROUP BY b.reporter_id
    ORDER BY last DESC OFFSET 2 LIMIT 1
  ) r
$$;--> statement-breakpoint
-- Two writers at once (two members given one number, two near photos hashed by two api processes)
-- would each miss the other's uncommitted row. Each trigger first takes a transaction lock per key it
-- touches: the number, the inbox, the reported member, and seven 9-bit bands of a photo's hash (two
-- hashes at most 6 bits apart share one of seven bands). The second writer waits for the first to
-- commit, and its statements after the wait see the first's rows. In a fixed order, against deadlocks.
CREATE FUNCTION "member_signals_lock"(keys text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  k integer;
BEGIN
  FOR k IN SELECT DISTINCT hashtext(x) FROM unnest(keys) x WHERE x IS NOT NULL ORDER BY 1 LOOP
    -- 1936287860: "sign" as a number, keeping these locks apart from any other of the api's.
    PERFORM pg_advisory_xact_lock(1936287860, k);
  END LOOP;
END $$;--> statement-breakpoint
CREATE FUNCTION "photo_lock_keys"(hash bigint) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN $1 IS NULL THEN '{}'::text[] ELSE array(SELECT 'band' || s || ':' || (($1 >> s) & 511) FROM unnest('{0,9,18,27,36,45,54}'::int[]) s) END
$$;--> statement-breakpoint
-- Recomputes these members' signals from what is stored now.
CREATE FUNCTION "member_signals_refresh"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "member_signals" ("member_id", "phone", "email", "photo", "reported_until")
  SELECT m.id,
    m.phone_key IS NOT NULL AND EXISTS (SELECT 1 FROM "members" o WHERE o.phone_key = m.phone_key AND o.id <> m.id),
    m.email_key IS NOT NULL AND EXISTS (SELECT 1 FROM "members" o WHERE o.email_key = m.email_key AND o.id <> m.id),
    p.phash IS NOT NULL AND EXISTS (SELECT 1 FROM "photo_near_members"(p.phash, p.media_id, m.id)),
    (SELECT CASE WHEN r.until > now() THEN r.until END FROM "member_reported_until"(m.id) r(until))
  FROM "members" m LEFT JOIN "member_photos" p ON p.id = m.photo_id AND p.member_id = m.id
  WHERE m.id = ANY(ids)
  ON CONFLICT ("member_id") DO UPDATE SET "phone" = excluded."phone", "email" = excluded."email", "photo" = excluded."photo", "reported_until" = excluded."reported_until";
  DELETE FROM "member_signals" s
  WHERE s.member_id = ANY(ids) AND NOT (s.phone OR s.email OR s.photo) AND s.reported_until IS NULL;
END $$;--> statement-breakpoint
-- The members whose signals may change with this member's phone, email or profile photo: the member
-- and those sharing or near what it has. (Arguments by number: in an SQL function a column of the
-- same name would win over an argument's.)
CREATE FUNCTION "member_signals_around"(member_id integer, phone_key text, email_key text, photo_id integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT array(
    SELECT $1
    UNION SELECT o.id FROM "members" o WHERE o.phone_key = $2
    UNION SELECT o.id FROM "members" o WHERE o.email_key = $3
    UNION SELECT n FROM "member_photos" p, "photo_near_members"(p.phash, p.media_id, $1) n WHERE p.id = $4 AND p.phash IS NOT NULL
  )
$$;--> statement-breakpoint
-- The lock keys of a member's number, inbox and profile photo.
CREATE FUNCTION "member_lock_keys"(phone_key text, email_key text, photo_id integer) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT array['phone:' || $1, 'email:' || $2] || coalesce((SELECT "photo_lock_keys"(p.phash) FROM "member_photos" p WHERE p.id = $3), '{}'::text[])
$$;--> statement-breakpoint
CREATE FUNCTION "members_signals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "member_signals_lock"("member_lock_keys"(NEW.phone_key, NEW.email_key, NEW.photo_id));
    PERFORM "member_signals_refresh"("member_signals_around"(NEW.id, NEW.phone_key, NEW.email_key, NEW.photo_id));
  ELSIF TG_OP = 'UPDATE' THEN
    IF (OLD.phone_key, OLD.email_key, OLD.photo_id) IS DISTINCT FROM (NEW.phone_key, NEW.email_key, NEW.photo_id) THEN
      PERFORM "member_signals_lock"("member_lock_keys"(OLD.phone_key, OLD.email_key, OLD.photo_id) || "member_lock_keys"(NEW.phone_key, NEW.email_key, NEW.photo_id));
      PERFORM "member_signals_refresh"("member_signals_around"(NEW.id, OLD.phone_key, OLD.email_key, OLD.photo_id)
        || "member_signals_around"(NEW.id, NEW.phone_key, NEW.email_key, NEW.photo_id));
    END IF;
  ELSE
    -- The member's photos are gone already (their cascade ran first): member_photos' trigger saw them go.
    PERFORM "member_signals_lock"("member_lock_keys"(OLD.phone_key, OLD.email_key, NULL));
    PERFORM "member_signals_refresh"("member_signals_around"(OLD.id, OLD.phone_key, OLD.email_key, NULL));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "members_signals" AFTER INSERT OR UPDATE OF "phone", "dial_code", "email", "photo_id" OR DELETE ON "members" FOR EACH ROW EXECUTE FUNCTION "members_signals"();--> statement-breakpoint
-- A photo's hash arrives after its upload (the api reads the picture); a profile photo hashed, rehashed
-- or removed changes its member's signals and those of the members near it.
CREATE FUNCTION "member_photos_signals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[] := '{}';
BEGIN
  PERFORM "member_signals_lock"(
    (CASE WHEN TG_OP <> 'DELETE' THEN "photo_lock_keys"(NEW.phash) ELSE '{}'::text[] END)
    || (CASE WHEN TG_OP <> 'INSERT' THEN "photo_lock_keys"(OLD.phash) ELSE '{}'::text[] END));
  IF TG_OP <> 'DELETE' AND NEW.phash IS NOT NULL THEN
    INSERT INTO "photo_hashes" ("hash") VALUES (NEW.phash) ON CONFLICT DO NOTHING;
    touched := touched || NEW.member_id || array(SELECT "photo_near_members"(NEW.phash, NEW.media_id, NEW.member_id));
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.phash IS NOT NULL THEN
    touched := touched || OLD.member_id || array(SELECT "photo_near_members"(OLD.phash, OLD.media_id, OLD.member_id));
  END IF;
  IF cardinality(touched) > 0 THEN
    PERFORM "member_signals_refresh"(touched);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "member_photos_signals" AFTER INSERT OR UPDATE OF "phash", "media_id", "member_id" OR DELETE ON "member_photos" FOR EACH ROW EXECUTE FUNCTION "member_photos_signals"();--> statement-breakpoint
CREATE FUNCTION "block_requests_signals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reported integer[];
BEGIN
  reported := CASE TG_OP WHEN 'INSERT' THEN array[NEW.reported_id] WHEN 'DELETE' THEN array[OLD.reported_id] ELSE array[OLD.reported_id, NEW.reported_id] END;
  PERFORM "member_signals_lock"(array(SELECT 'reported:' || r FROM unnest(reported) r));
  PERFORM "member_signals_refresh"(reported);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "block_requests_signals" AFTER INSERT OR UPDATE OF "reporter_id", "reported_id", "created_at" OR DELETE ON "block_requests" FOR EACH ROW EXECUTE FUNCTION "block_requests_signals"();--> statement-breakpoint
-- Every member's signals at once, set by set (the generator after its load, this migration now).
CREATE FUNCTION "member_signals_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "member_signals";
  INSERT INTO "photo_hashes" ("hash") SELECT DISTINCT p.phash FROM "member_photos" p WHERE p.phash IS NOT NULL ON CONFLICT DO NOTHING;
  INSERT INTO "member_signals" ("member_id", "phone", "email", "photo", "reported_until")
  SELECT id, bool_or(phone), bool_or(email), bool_or(photo), max(reported_until) FROM (
    SELECT m.id, true AS phone, false AS email, false AS photo, null::timestamptz AS reported_until FROM "members" m
      WHERE m.phone_key IN (SELECT phone_key FROM "members" WHERE phone_key IS NOT NULL GROUP BY phone_key HAVING count(*) > 1)
    UNION ALL
    SELECT m.id, false, true, false, null FROM "members" m
      WHERE m.email_key IN (SELECT email_key FROM "members" WHERE email_key IS NOT NULL GROUP BY email_key HAVING count(*) > 1)
    UNION ALL
    -- File by file (the stock pictures are a handful of files for many members), then their members.
    SELECT m.id, false, false, true, null FROM (SELECT DISTINCT phash, media_id FROM "member_photos" WHERE phash IS NOT NULL) f
      JOIN "member_photos" p ON p.phash = f.phash AND p.media_id = f.media_id
      JOIN "members" m ON m.id = p.member_id AND m.photo_id = p.id
      WHERE EXISTS (SELECT 1 FROM "photo_near_members"(f.phash, f.media_id, 0))
    UNION ALL
    SELECT r.reported_id, false, false, false, r.last + interval '30 days' FROM (
      SELECT reported_id, last, row_number() OVER (PARTITION BY reported_id ORDER BY last DESC) AS n
      FROM (SELECT reported_id, reporter_id, max(created_at) AS last FROM "block_requests" GROUP BY reported_id, reporter_id) d
    ) r WHERE r.n = 3 AND r.last + interval '30 days' > now()
  ) s GROUP BY id;
END $$;--> statement-breakpoint
SELECT "member_signals_rebuild"();

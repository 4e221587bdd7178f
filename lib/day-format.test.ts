import { DATE_FORMATS, DEFAULT_DATE_FORMAT, followDateFormat, writeDay } from "./day-format";
import { formatDay } from "./engine/fields/date";
import { serviceDate, serviceMoment, serviceSecond } from "./time-zone";

afterEach(() => followDateFormat(DEFAULT_DATE_FORMAT));

describe("the Setting's date format", () => {
  it.each([
    ["DD MMM YYYY", "05 Jan 2025"],
    ["DD/MM/YYYY", "05/01/2025"],
    ["MM/DD/YYYY", "01/05/2025"],
    ["YYYY-MM-DD", "2025-01-05"],
  ] as const)("writes a day as %s", (format, written) => {
    expect(writeDay("2025-01-05", format)).toBe(written);
    followDateFormat(format);
    expect(formatDay("2025-01-05")).toBe(written);
  });

  it("offers exactly the formats it writes", () => {
    expect(DATE_FORMATS.map((format) => writeDay("2025-12-31", format))).toEqual(["31 Dec 2025", "31/12/2025", "12/31/2025", "2025-12-31"]);
  });

  it("leaves text that is no day as it is, and ignores a value that is no format", () => {
    expect(writeDay("soon", "DD/MM/YYYY")).toBe("soon");
    followDateFormat("D.M.YY");
    expect(formatDay("2025-01-05")).toBe("05 Jan 2025");
  });

  it("is followed by moments too, on the service's day and time", () => {
    // 18:30 UTC is the next day in India.
    const moment = "2020-03-02T18:30:05Z";
    expect([serviceDate(moment), serviceMoment(moment), serviceSecond(moment)]).toEqual(["03 Mar 2020", "03 Mar 2020, 00:00", "03 Mar 2020, 00:00:05 IST"]);
    followDateFormat("MM/DD/YYYY");
    expect([serviceDate(moment), serviceMoment(moment), serviceSecond(moment)]).toEqual(["03/03/2020", "03/03/2020, 00:00", "03/03/2020, 00:00:05 IST"]);
  });
});

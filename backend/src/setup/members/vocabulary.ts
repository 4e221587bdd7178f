/** The words generated profiles are made of: what members write about themselves, where they work, live and sign in from. */

/** Occupations (names of the Occupation seed) by how common they are among members, with the titles they go by. */
export const OCCUPATIONS: readonly (readonly [string, number, readonly string[]])[] = [
  ["Software Professional", 22, ["Software Engineer", "Senior Software Engineer", "Tech Lead", "QA Engineer", "Data Analyst", "Product Manager"]],
  ["Engineer", 9, ["Design Engineer", "Site Engineer", "Project Engineer", "Process Engineer"]],
  ["Teacher", 7, ["School Teacher", "Senior Teacher", "Tutor"]],
  ["Banking Professional", 6, ["Relationship Manager", "Branch Manager", "Credit Analyst", "Assistant Manager"]],
  ["Business Owner", 7, ["Proprietor", "Director", "Partner"]],
  ["Doctor", 4, ["Resident Doctor", "Consultant Physician", "Dentist", "Surgeon"]],
  ["Government Employee", 6, ["Section Officer", "Clerk", "Assistant", "Inspector"]],
  ["Marketing Professional", 5, ["Marketing Executive", "Brand Manager", "Sales Manager"]],
  ["Chartered Accountant", 3, ["Chartered Accountant", "Audit Manager", "Tax Consultant"]],
  ["Nurse", 3, ["Staff Nurse", "Nursing Officer"]],
  ["Consultant", 3, ["Consultant", "Senior Consultant", "Associate"]],
  ["Professor / Lecturer", 2, ["Assistant Professor", "Lecturer"]],
  ["Lawyer", 2, ["Advocate", "Legal Associate", "Corporate Counsel"]],
  ["Designer", 2, ["UI Designer", "Fashion Designer", "Interior Designer"]],
  ["Pharmacist", 1.5, ["Pharmacist"]],
  ["Architect", 1, ["Architect"]],
  ["Scientist", 1, ["Research Scientist", "Scientist"]],
  ["Defence Services", 1, ["Captain", "Major", "Flight Lieutenant", "Lieutenant"]],
  ["Civil Services (IAS/IPS/IFS)", 0.3, ["IAS Officer", "IPS Officer", "IFS Officer"]],
  ["Not Working", 8, []],
];

/** The Employment (a seed name) that goes with an occupation; anyone else works in the private sector. */
export const EMPLOYMENT_OF: Readonly<Record<string, string>> = {
  "Business Owner": "Business / Self Employed",
  "Government Employee": "Government / Public Sector",
  "Defence Services": "Defence / Civil Services",
  "Civil Services (IAS/IPS/IFS)": "Defence / Civil Services",
  "Not Working": "Not Working",
};

/** Where members of an occupation work; anyone else at one of COMPANIES. */
export const EMPLOYERS: Readonly<Record<string, readonly string[]>> = {
  Teacher: ["Kendriya Vidyalaya", "Delhi Public School", "DAV Public School", "St. Joseph's School", "Government Higher Secondary School"],
  "Professor / Lecturer": ["Delhi University", "Anna University", "University of Mumbai", "Osmania University", "Amity University", "Christ University"],
  Doctor: ["Apollo Hospitals", "Fortis Healthcare", "AIIMS", "Manipal Hospitals", "Government General Hospital", "Narayana Health"],
  Nurse: ["Apollo Hospitals", "Fortis Healthcare", "AIIMS", "Manipal Hospitals", "Government General Hospital"],
  Pharmacist: ["Apollo Pharmacy", "MedPlus", "Sun Pharma", "Cipla", "Dr. Reddy's Laboratories"],
  Lawyer: ["High Court", "District Court", "Khaitan & Co", "AZB & Partners", "Trilegal"],
  Scientist: ["ISRO", "DRDO", "CSIR", "Biocon", "BARC"],
  "Government Employee": ["Government of India", "State Government", "Indian Railways", "Municipal Corporation", "Public Sector Undertaking"],
  "Defence Services": ["Indian Army", "Indian Navy", "Indian Air Force"],
  "Civil Services (IAS/IPS/IFS)": ["Government of India", "State Government"],
};

export const COMPANIES = [
  "Infosys", "Tata Consultancy Services", "Wipro", "HCLTech", "Tech Mahindra", "Accenture", "Cognizant", "Capgemini", "IBM India",
  "HDFC Bank", "ICICI Bank", "Axis Bank", "State Bank of India", "Kotak Mahindra Bank", "Reliance Industries", "Larsen & Toubro",
  "Mahindra & Mahindra", "Tata Motors", "Asian Paints", "Hindustan Unilever", "ITC", "Deloitte", "EY", "KPMG", "Flipkart", "Amazon",
  "Zoho", "Freshworks", "Bajaj Finserv", "Godrej", "Bharti Airtel", "Maruti Suzuki",
];

/** Education names (of the Education seed) by how common they are. */
export const EDUCATIONS: readonly (readonly [string, number])[] = [
  ["B.Tech / B.E.", 20], ["MBA / PGDM", 9], ["B.Com", 9], ["B.Sc", 9], ["BA", 8], ["M.Tech / M.E.", 5], ["MCA", 4], ["BCA", 4], ["BBA", 4],
  ["M.Sc", 4], ["M.Com", 3], ["MA", 3], ["MBBS", 2], ["CA", 2], ["LLB", 1.5], ["B.Ed", 2], ["B.Pharm", 1.5], ["Diploma / Polytechnic", 3],
  ["Higher Secondary (12th)", 3], ["PhD", 1], ["MD / MS (Medicine)", 0.8], ["BDS", 0.7], ["B.Arch", 0.6], ["LLM", 0.3], ["M.Pharm", 0.4],
  ["CS", 0.4], ["ICWA / CMA", 0.3], ["ITI", 1], ["Secondary (10th)", 0.5], ["DM / MCh", 0.1],
];

/** Degrees that go with a profession (names of the Education seed); anyone else from the general mix. */
export const EDUCATION_FOR: Readonly<Record<string, readonly string[]>> = {
  Doctor: ["MBBS", "MBBS", "MD / MS (Medicine)", "BDS", "DM / MCh"],
  "Chartered Accountant": ["CA"],
  Lawyer: ["LLB", "LLB", "LLM"],
  "Software Professional": ["B.Tech / B.E.", "B.Tech / B.E.", "M.Tech / M.E.", "MCA", "BCA", "B.Sc"],
  Engineer: ["B.Tech / B.E.", "B.Tech / B.E.", "M.Tech / M.E.", "Diploma / Polytechnic"],
  Architect: ["B.Arch"],
  Pharmacist: ["B.Pharm", "M.Pharm"],
  Nurse: ["B.Sc", "Diploma / Polytechnic"],
  Teacher: ["B.Ed", "MA", "M.Sc", "BA"],
  "Professor / Lecturer": ["PhD", "M.Sc", "MA", "M.Tech / M.E.", "M.Com"],
  Scientist: ["PhD", "M.Sc"],
  "Banking Professional": ["MBA / PGDM", "B.Com", "M.Com"],
  "Marketing Professional": ["MBA / PGDM", "BBA", "B.Com"],
};

/** Who created the profile (names of the Profile-for seed), by how often. */
export const PROFILE_FOR_WEIGHT: Readonly<Record<string, number>> = { Self: 55, Son: 14, Daughter: 14, Brother: 4, Sister: 4, Friend: 3, Relative: 7 };

export const MARITAL: readonly (readonly [string, number])[] = [["Never Married", 86], ["Divorced", 6], ["Awaiting Divorce", 3], ["Widowed", 2.5], ["Annulled", 0.5]];

export const COMPLEXIONS: readonly (readonly [string, number])[] = [["Very Fair", 8], ["Fair", 35], ["Wheatish", 35], ["Wheatish Brown", 15], ["Dark", 7]];
export const BODY_TYPES: readonly (readonly [string, number])[] = [["Slim", 30], ["Average", 45], ["Athletic", 15], ["Heavy", 10]];
export const BLOOD_GROUPS: readonly (readonly [string, number])[] = [
  ["B+", 32], ["O+", 31], ["A+", 22], ["AB+", 8], ["B-", 2], ["O-", 2], ["A-", 2], ["AB-", 1],
];
export const FAMILY_TYPES: readonly (readonly [string, number])[] = [["Nuclear", 60], ["Joint", 32], ["Extended", 8]];
export const HABITS: readonly (readonly [string, number])[] = [["No", 82], ["Occasionally", 13], ["Yes", 5]];
export const DRINKING: readonly (readonly [string, number])[] = [["No", 68], ["Occasionally", 27], ["Yes", 5]];

export const HOBBIES = [
  "reading", "travelling", "cooking", "music", "cricket", "badminton", "yoga", "photography", "trekking", "movies", "painting",
  "classical dance", "gardening", "cycling", "chess", "volunteering", "running", "singing", "baking", "swimming",
];
export const VALUES = ["honesty", "family", "kindness", "a sense of humour", "respect", "ambition", "simplicity", "loyalty", "patience", "faith"];
export const ADJECTIVES = ["caring", "understanding", "educated", "family-oriented", "cheerful", "well-settled", "independent", "kind-hearted", "grounded"];

export const STREETS = [
  "MG Road", "Station Road", "Gandhi Nagar", "Nehru Street", "Main Road", "Temple Street", "Church Road", "Market Road", "Lake View Road",
  "Park Street", "Ring Road", "Civil Lines", "Sector 15", "Sector 21", "Rajaji Street", "Shivaji Nagar", "Tilak Road", "Patel Nagar",
];
export const LOCALITIES = ["Near Bus Stand", "Opp. City Hospital", "Behind Post Office", "Near Railway Station", "Green Park Colony", "Sunrise Apartments", "Shanti Vihar", "Lotus Residency"];

export const ZODIAC = ["Capricorn", "Aquarius", "Pisces", "Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius"];
/** The day of the month each sign starts, month by month (Capricorn runs into January's first 19 days). */
export const ZODIAC_FROM = [20, 19, 21, 20, 21, 21, 23, 23, 23, 23, 22, 22];
export const MANGLIK: readonly (readonly [string, number])[] = [["No", 60], ["Yes", 18], ["Anshik", 10], ["Don't Know", 12]];

export const DEVICES = [
  "Android 14 · Samsung Galaxy S23", "Android 13 · Redmi Note 12", "Android 14 · OnePlus 11", "Android 13 · vivo V27", "Android 14 · Pixel 8",
  "Android 12 · realme 9", "iOS 17 · iPhone 14", "iOS 17 · iPhone 13", "iOS 16 · iPhone 12", "iOS 18 · iPhone 15", "Web · Chrome on Windows",
];

export const BLOCK_REASONS = [
  "Asked for money", "Abusive language", "Fake profile", "Already married", "Harassing messages", "Misleading photos",
  "Inappropriate behaviour", "Shared my number without consent", "Spam messages",
];

/** Countries abroad where members work, by how often (names of the Region seed's countries). */
export const ABROAD: readonly (readonly [string, number])[] = [
  ["United States", 35], ["United Arab Emirates", 20], ["United Kingdom", 15], ["Canada", 12], ["Australia", 10], ["Singapore", 5], ["New Zealand", 3],
];
export const RESIDENTIAL_ABROAD: readonly (readonly [string, number])[] = [["Work Permit", 50], ["Permanent Resident", 30], ["Citizen", 10], ["Student Visa", 10]];
/** Cities (of the Region seed) people move to for work. */
export const METROS = ["Bengaluru", "Mumbai", "Hyderabad", "Pune", "Chennai", "Gurugram", "Noida", "Kolkata", "Ahmedabad", "Kochi", "Connaught Place", "Andheri"];

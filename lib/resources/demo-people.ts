/**
 * Indian first and family names for demo rows (success stories, feedback), picked by a number so that
 * every run makes the same people.
 */
export const GROOMS = ["Aarav", "Rahul", "Vikram", "Arjun", "Karthik", "Rohan", "Siddharth", "Aditya", "Nikhil", "Pranav", "Manoj", "Imran", "Joseph", "Gurpreet", "Harsh", "Sandeep", "Varun", "Abhishek", "Naveen", "Suresh"];
export const BRIDES = ["Priya", "Ananya", "Sneha", "Kavya", "Divya", "Meera", "Pooja", "Aishwarya", "Lakshmi", "Neha", "Shreya", "Fatima", "Mary", "Simran", "Ritu", "Swati", "Nandini", "Deepa", "Anjali", "Keerthi"];
export const FAMILIES = ["Sharma", "Iyer", "Reddy", "Nair", "Patel", "Gupta", "Menon", "Singh", "Das", "Kulkarni", "Joshi", "Rao", "Khan", "Fernandes", "Banerjee", "Pillai", "Chopra", "Verma", "Naidu", "Mehta"];
export const CITIES = ["Mumbai", "Delhi", "Bengaluru", "Chennai", "Hyderabad", "Pune", "Kolkata", "Ahmedabad", "Jaipur", "Kochi", "Lucknow", "Indore", "Coimbatore", "Chandigarh", "Mysuru"];

/** The `n`th item of a list, wrapping around. */
export const pick = <T>(list: readonly T[], n: number): T => list[((n % list.length) + list.length) % list.length];

/** The day `days` after a "YYYY-MM-DD" day. */
export function dayAfter(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

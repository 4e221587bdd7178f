import { namedResource } from "../engine/names";

export const diet = namedResource({
  key: "diet",
  table: "diets",
  singular: "Food habit",
  label: "Food Habit",
  seed: ["Vegetarian", "Non-Vegetarian", "Eggetarian", "Vegan", "Jain", "Occasionally Non-Vegetarian"],
});

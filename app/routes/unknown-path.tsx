import { redirect } from "react-router";

// Any path the site does not have ends on the home page (the spec's route table).
export function clientLoader() {
  return redirect("/home");
}

export default function UnknownPath() {
  return null;
}

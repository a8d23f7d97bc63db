import { HomeBanner } from "../components/home/home-banner";
import { namedPageMeta } from "../content/pages";

export const meta = () => namedPageMeta("home");

export default function HomePage() {
  return <HomeBanner />;
}

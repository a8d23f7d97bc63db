import { AboutPreview } from "../components/home/about-preview";
import { ClientTrustBar } from "../components/home/client-trust-bar";
import { HomeBanner } from "../components/home/home-banner";
import {
  ChallengesSolutions,
  IndustrySolutions,
} from "../components/home/industries";
import {
  AiSolutions,
  OffTheShelfSolutions,
} from "../components/home/solutions";
import { ImpactStats, ManagementStats } from "../components/home/stats";
import { SatisfactionGuarantee } from "../components/home/satisfaction-guarantee";
import { ServicesPreview } from "../components/home/services-preview";
import { homeMeta } from "../content/page-meta";

export const meta = () => homeMeta();

export default function HomePage() {
  return (
    <>
      <HomeBanner />
      <AiSolutions />
      <ImpactStats />
      <IndustrySolutions />
      <ClientTrustBar />
      <ServicesPreview />
      <OffTheShelfSolutions />
      <ManagementStats />
      <ChallengesSolutions />
      <AboutPreview />
      <SatisfactionGuarantee />
    </>
  );
}

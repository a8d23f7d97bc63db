import { AboutPreview } from "../components/home/about-preview";
import { AiSolutions } from "../components/home/ai-solutions";
import { ChallengesSolutions } from "../components/home/challenges-solutions";
import { ClientTrustBar } from "../components/home/client-trust-bar";
import { HomeBanner } from "../components/home/home-banner";
import { ImpactStats } from "../components/home/impact-stats";
import { IndustrySolutions } from "../components/home/industry-solutions";
import { ManagementStats } from "../components/home/management-stats";
import { OffTheShelfSolutions } from "../components/home/off-the-shelf-solutions";
import { SatisfactionGuarantee } from "../components/home/satisfaction-guarantee";
import { ServicesPreview } from "../components/home/services-preview";
import { ClosingCta } from "../components/layout/closing-cta";
import { homeMeta } from "../content/home-meta";

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
      <ClosingCta />
    </>
  );
}

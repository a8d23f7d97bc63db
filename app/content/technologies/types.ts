/**
 * A technology's mark (decision 012): a brand's own mark from simple-icons where the brand is in
 * that set; "wordmark" for a brand that is not (Microsoft's, Amazon's) or whose official mark is
 * illegible at tile size, so its name is set as a typographic mark instead of an imitation; and a
 * neutral glyph for what is not a brand at all. The keys are resolved to drawings in
 * components/technologies/technology-logo.tsx and technology-mark.tsx.
 */
export type BrandMark =
  | "angular"
  | "ansible"
  | "apacheairflow"
  | "apachespark"
  | "apachesuperset"
  | "docker"
  | "dotnet"
  | "elasticsearch"
  | "fastapi"
  | "figma"
  | "firebase"
  | "git"
  | "github"
  | "githubactions"
  | "gitlab"
  | "googlecloud"
  | "grafana"
  | "helm"
  | "huggingface"
  | "jenkins"
  | "jira"
  | "kubernetes"
  | "langchain"
  | "linux"
  | "metabase"
  | "mongodb"
  | "mqtt"
  | "nestjs"
  | "nginx"
  | "nodedotjs"
  | "nodered"
  | "postgresql"
  | "postman"
  | "python"
  | "pytorch"
  | "raspberrypi"
  | "react"
  | "redis"
  | "scikitlearn"
  | "spring"
  | "tailwindcss"
  | "tensorflow"
  | "terraform"
  | "typescript"
  | "vite";

/** Glyphs for what is not one brand: a kind of system, a practice, a group of platforms. */
export type GlyphMark =
  "database" | "cloud" | "ai" | "integration" | "telematics" | "web-app";

/** The brand's name set as its mark: no official mark we may or can legibly show. */
export type WordMark = "wordmark";

export type TechnologyMark = BrandMark | GlyphMark | WordMark;

/** The core cards draw their brand marks inline and in colour; only these brands. */
export type CoreMark =
  | "angular"
  | "dotnet"
  | "kubernetes"
  | "react"
  | "typescript"
  | GlyphMark
  | WordMark;

/** A core technology's flip card (spec section 3, "Core technology card"). */
export interface CoreTechnology {
  mark: CoreMark;
  title: string;
  subtitle: string;
  featureTags: string[];
  backTitle: string;
  /** Exactly six. */
  backFeatures: string[];
  /** Percent, 80 to 100. */
  expertiseLevel: number;
}

export type TechnologyCategory =
  | "Infrastructure & DevOps"
  | "Development Tools"
  | "Frontend"
  | "Backend"
  | "Database"
  | "Analytics & BI"
  | "AI & ML"
  | "CI/CD & Deployment"
  | "IoT & Cloud";

/** A small technology card (spec section 3, "Technology item"). */
export interface TechnologyItem {
  mark: TechnologyMark;
  title: string;
  description: string;
  category: TechnologyCategory;
}

export interface TechnologyGroup {
  category: TechnologyCategory;
  /** One line on why the group matters to a client. */
  intro: string;
  items: Omit<TechnologyItem, "category">[];
}

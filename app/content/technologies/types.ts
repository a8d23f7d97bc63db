/**
 * A technology's mark: a brand mark from simple-icons where the brand is in that set, otherwise a
 * neutral glyph. The keys are resolved to drawings in components/technologies/technology-mark.tsx.
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
  | "mysql"
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

/** Glyphs for technologies whose brand is not in simple-icons, or that are not a brand at all. */
export type GlyphMark =
  | "database"
  | "cloud"
  | "ai"
  | "integration"
  | "code-editor"
  | "chart"
  | "pipeline"
  | "telematics"
  | "web-app";

export type TechnologyMark = BrandMark | GlyphMark;

/** The core cards draw their brand marks inline and in colour; only these brands. */
export type CoreMark =
  "angular" | "dotnet" | "kubernetes" | "react" | "typescript" | GlyphMark;

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

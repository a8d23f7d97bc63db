import type { TechnologyGroup } from "./types";

/** The first five groups of small technology cards: what we build on. */
export const platformGroups = [
  {
    category: "Infrastructure & DevOps",
    intro:
      "Repeatable environments, so what passed testing is exactly what runs in production.",
    items: [
      {
        mark: "docker",
        title: "Docker",
        description: "Container images for every service and environment.",
      },
      {
        mark: "kubernetes",
        title: "Kubernetes",
        description: "Orchestration with self-healing and autoscaling.",
      },
      {
        mark: "terraform",
        title: "Terraform",
        description: "Cloud and on-premises infrastructure as code.",
      },
      {
        mark: "ansible",
        title: "Ansible",
        description: "Server configuration and patching without drift.",
      },
      {
        mark: "linux",
        title: "Linux",
        description: "Hardened Ubuntu and Red Hat servers.",
      },
      {
        mark: "nginx",
        title: "Nginx",
        description: "Reverse proxy, TLS and caching at the edge.",
      },
    ],
  },
  {
    category: "Development Tools",
    intro:
      "The everyday tools that keep a small senior team fast and its work visible to you.",
    items: [
      {
        mark: "git",
        title: "Git",
        description: "Every change reviewed, traceable and reversible.",
      },
      {
        mark: "github",
        title: "GitHub",
        description: "Code review, issues and project boards.",
      },
      {
        mark: "wordmark",
        title: "Visual Studio",
        description: "Our main IDE for .NET and C# work.",
      },
      {
        mark: "postman",
        title: "Postman",
        description: "API exploration and automated contract tests.",
      },
      {
        mark: "jira",
        title: "Jira",
        description: "Backlogs and sprints shared with your team.",
      },
      {
        mark: "figma",
        title: "Figma",
        description: "Wireframes and prototypes tested with real users.",
      },
    ],
  },
  {
    category: "Frontend",
    intro:
      "Interfaces that load quickly on mobile data and work for every user.",
    items: [
      {
        mark: "angular",
        title: "Angular",
        description: "Structured single-page apps for large teams.",
      },
      {
        mark: "react",
        title: "React",
        description: "Fast, accessible portals and public sites.",
      },
      {
        mark: "typescript",
        title: "TypeScript",
        description: "Type-safe code from browser to server.",
      },
      {
        mark: "tailwindcss",
        title: "Tailwind CSS",
        description: "Consistent design systems with small CSS.",
      },
      {
        mark: "vite",
        title: "Vite",
        description: "Quick builds and lean production bundles.",
      },
      {
        mark: "web-app",
        title: "Progressive web apps",
        description: "Installable apps that keep working offline.",
      },
    ],
  },
  {
    category: "Backend",
    intro:
      "Services and APIs built for years of change, audits and growing volumes.",
    items: [
      {
        mark: "dotnet",
        title: ".NET",
        description: "Enterprise services and APIs in C#.",
      },
      {
        mark: "nodedotjs",
        title: "Node.js",
        description: "Lightweight APIs and real-time services.",
      },
      {
        mark: "python",
        title: "Python",
        description: "Data processing, automation and AI services.",
      },
      {
        mark: "spring",
        title: "Spring Boot",
        description: "Java services for existing Java estates.",
      },
      {
        mark: "nestjs",
        title: "NestJS",
        description: "Structured TypeScript back ends.",
      },
      {
        mark: "fastapi",
        title: "FastAPI",
        description: "Typed Python APIs for model serving.",
      },
    ],
  },
  {
    category: "Database",
    intro:
      "Relational, document and search stores, each chosen for the data it holds.",
    items: [
      {
        mark: "wordmark",
        title: "SQL Server",
        description: "Transactional systems, reporting and ETL.",
      },
      {
        mark: "postgresql",
        title: "PostgreSQL",
        description: "Open-source relational database of choice.",
      },
      {
        mark: "wordmark",
        title: "MySQL",
        description: "Web and content platforms at scale.",
      },
      {
        mark: "mongodb",
        title: "MongoDB",
        description: "Flexible documents for varied records.",
      },
      {
        mark: "redis",
        title: "Redis",
        description: "Caching, sessions and fast queues.",
      },
      {
        mark: "elasticsearch",
        title: "Elasticsearch",
        description: "Full-text search and log analytics.",
      },
    ],
  },
] as const satisfies readonly TechnologyGroup[];

import type { TechnologyGroup } from "./types";

/** The last four groups of small technology cards: data, intelligence and delivery. */
export const dataAndDeliveryGroups = [
  {
    category: "Analytics & BI",
    intro:
      "Dashboards and pipelines that turn operational data into decisions.",
    items: [
      {
        mark: "wordmark",
        title: "Power BI",
        description: "Executive dashboards on live data.",
      },
      {
        mark: "grafana",
        title: "Grafana",
        description: "Operational and uptime dashboards.",
      },
      {
        mark: "metabase",
        title: "Metabase",
        description: "Self-service questions for business users.",
      },
      {
        mark: "apachesuperset",
        title: "Apache Superset",
        description: "Open-source BI for large datasets.",
      },
      {
        mark: "apachespark",
        title: "Apache Spark",
        description: "Distributed processing of big data.",
      },
      {
        mark: "apacheairflow",
        title: "Apache Airflow",
        description: "Scheduled, monitored data pipelines.",
      },
    ],
  },
  {
    category: "AI & ML",
    intro:
      "Frameworks we use to put models into production, with people in the loop.",
    items: [
      {
        mark: "pytorch",
        title: "PyTorch",
        description: "Deep learning for vision and language.",
      },
      {
        mark: "tensorflow",
        title: "TensorFlow",
        description: "Production models and edge inference.",
      },
      {
        mark: "scikitlearn",
        title: "scikit-learn",
        description: "Forecasting, scoring and classic ML.",
      },
      {
        mark: "huggingface",
        title: "Hugging Face",
        description: "Open models for text and documents.",
      },
      {
        mark: "langchain",
        title: "LangChain",
        description: "Assistants grounded in your documents.",
      },
      {
        mark: "ai",
        title: "Large language models",
        description: "Hosted and private LLMs, evaluated first.",
      },
    ],
  },
  {
    category: "CI/CD & Deployment",
    intro:
      "Every change built, tested and released the same way, many times a week.",
    items: [
      {
        mark: "githubactions",
        title: "GitHub Actions",
        description: "Build, test and release on every push.",
      },
      {
        mark: "gitlab",
        title: "GitLab CI",
        description: "Pipelines for self-hosted code.",
      },
      {
        mark: "jenkins",
        title: "Jenkins",
        description: "Automation for established estates.",
      },
      {
        mark: "wordmark",
        title: "Azure Pipelines",
        description: "Releases for Microsoft-centred teams.",
      },
      {
        mark: "helm",
        title: "Helm",
        description: "Versioned Kubernetes releases.",
      },
      {
        mark: "firebase",
        title: "Firebase Hosting",
        description: "Global CDN hosting for web apps.",
      },
    ],
  },
  {
    category: "IoT & Cloud",
    intro:
      "Cloud platforms and connected devices, from fleet telematics to sensors.",
    items: [
      {
        mark: "wordmark",
        title: "Microsoft Azure",
        description: "South African regions for data residency.",
      },
      {
        mark: "wordmark",
        title: "Amazon Web Services",
        description: "Scalable compute and storage, Cape Town region.",
      },
      {
        mark: "googlecloud",
        title: "Google Cloud",
        description: "Data analytics and managed Kubernetes.",
      },
      {
        mark: "mqtt",
        title: "MQTT",
        description: "Lightweight messaging for devices.",
      },
      {
        mark: "telematics",
        title: "Fleet telematics",
        description: "GPS tracking, driver behaviour and fuel data.",
      },
      {
        mark: "raspberrypi",
        title: "Raspberry Pi",
        description: "Low-cost edge gateways and kiosks.",
      },
    ],
  },
] as const satisfies readonly TechnologyGroup[];

import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { loadArticleIndex } from "../../app/content/blog/article-files.server";
import { identity } from "../../app/content/identity";
import { pixelSizeOf } from "../../app/content/image-sizes.server";
import { contentProblems } from "../../scripts/vite-plugin-content";
import { copyProject, root, runIn } from "./project-copy";

/**
 * The README's two content workflows, done as it says, in a copy of the project: publish its
 * example article (with a JPEG cover uploaded as ".jpeg", not featured), and replace the
 * placeholder identity in content/identity.json. In the same copy, a marketer's other edits of
 * the data files: a service (with its tile on /home), a case study and a client with a logo added,
 * and a logo uploaded then replaced, which must not ship. Then the content tests pass and the
 * one build holds every change everywhere (decision 084; issue 16).
 */
const articles = loadArticleIndex();
const readme = readFileSync(path.join(root, "README.md"), "utf8");

/** The README's example article: the one mdx code block under "Publishing an article". */
function readmeArticle() {
  const section = readme.slice(readme.indexOf("### Publishing an article"));
  const block = /```mdx\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block)
    throw new Error('README.md: no mdx block under "Publishing an article"');
  const id = /^id: ([a-z0-9-]+)/m.exec(block)?.[1];
  if (!id) throw new Error("README.md: the example article has no id");
  return { id, source: block };
}

/** The file the README says holds the identity: the one data file its Content section names first. */
const identityFile = "content/identity.json";

/** Every placeholder of the identity file, with a new value of the same form. */
const newIdentity = [
  [identity.legalName, "Ubuntu Systems (Pty) Ltd"],
  [identity.name, "Ubuntu Systems"],
  [identity.registrationNumber, "2011/123456/07"],
  [identity.email, "hello@ubuntu-systems.example"],
  [identity.phone.display, "+27 11 555 0199"],
  [identity.whatsapp ?? "", "27825550199"],
  [identity.informationOfficer.email, "privacy@ubuntu-systems.example"],
  [identity.social.linkedin, "https://www.linkedin.com/company/ubuntu-systems"],
] as const;

type Entry = Record<string, unknown>;

/** A data file of the content, read as the marketer's text editor shows it. */
const readJson = (dir: string, file: string) =>
  JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Entry;

/** A data file saved as the marketer would: two-space indents, a final new line. */
const writeJson = (dir: string, file: string, data: unknown) =>
  writeFileSync(path.join(dir, file), `${JSON.stringify(data, null, 2)}\n`);

/** The last entry of a list, copied: the entry a marketer duplicates to add one. */
function copyOfLast(list: unknown): Entry {
  const entries = list as Entry[];
  const last = entries.at(-1);
  if (!last) throw new Error("nothing to copy: the list is empty");
  return structuredClone(last);
}

/**
 * The marketer's additions, read from today's content: the next unused service number, and a case
 * study copied from one that quotes its own testimonial (so it needs no entry in
 * content/testimonials.json), listed after every study.
 */
const servicesFile = readJson(root, "content/services.json");
// Without the copied service's record: the services' projects must add up to the company's claim.
const lastService = copyOfLast(servicesFile.services);
delete lastService.stats;
const newService = {
  ...lastService,
  id:
    Math.max(
      ...(servicesFile.services as { id: number }[]).map(({ id }) => id),
    ) + 1,
  title: "Data platform engineering",
  shortName: "Data platforms",
};
const caseStudyFiles = readdirSync(path.join(root, "content/case-studies"))
  .filter((name) => name.endsWith(".json"))
  .map((name) => readJson(root, `content/case-studies/${name}`));
const quotingStudy = caseStudyFiles.find((study) => study.testimonial !== null);
if (!quotingStudy)
  throw new Error("content/case-studies: no study quotes its own testimonial");
const newCaseStudyId = "regional-claims-platform";
/** Its own screens (each screen shows one study): the copied study's pictures under new names. */
const newScreens = (quotingStudy.screenshots as Entry[]).map((shot, index) => ({
  from: String(shot.src),
  to: `/images/case-studies/screens/${newCaseStudyId}-${index + 1}.svg`,
}));
const newCaseStudy = {
  ...structuredClone(quotingStudy),
  id: newCaseStudyId,
  title: "Claims processing platform for a regional insurer",
  order: Math.max(...caseStudyFiles.map((study) => Number(study.order))) + 1,
  screenshots: (quotingStudy.screenshots as Entry[]).map((shot, index) => ({
    ...shot,
    src: newScreens[index]?.to,
  })),
};
const newClient = {
  name: "Karoo Solar Cooperative",
  sector: "Energy",
  logo: "/images/uploads/clients/karoo-solar.svg",
};
/** A logo uploaded, then replaced by the one above: no content names it. */
const replacedLogo = "/images/uploads/clients/karoo-solar-draft.png";
/** A stand-in logo drawn for the test (no real client's). */
const standInLogo =
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="96" viewBox="0 0 320 96"><circle cx="48" cy="48" r="40" fill="#444"/><path d="M104 30h200v12H104zm0 24h150v12H104z" fill="#444"/></svg>';

/** Every built file a visitor or a crawler reads as text. */
function textFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(html|xml|webmanifest)$/.test(file))
    .map((file) => path.join(dir, file));
}

describe("the README's workflows, as written", () => {
  const article = readmeArticle();
  let copy: string;
  let client: string;

  beforeAll(() => {
    copy = copyProject("readme-workflows-");

    // "Publishing an article": one file and its cover; here a JPEG cover uploaded through the
    // editor, named as a camera names it, not featured.
    const cover = `/images/uploads/blog/${article.id}.jpeg`;
    const shareCard = articles[0]?.image.src.replace(/\.svg$/, ".jpg") ?? "";
    cpSync(
      path.join(root, "public", shareCard),
      path.join(copy, "public", cover),
    );
    writeFileSync(
      path.join(copy, "content/articles", `${article.id}.mdx`),
      article.source
        .replace(/^( *src: )\S+/m, `$1${cover}`)
        .replace(/^featured: \w+/m, "featured: false"),
    );

    // "Replace them in this one file": every placeholder value of the JSON file replaced where
    // it stands, as an editor does in a text editor.
    const file = path.join(copy, identityFile);
    let source = readFileSync(file, "utf8");
    for (const [placeholder, value] of newIdentity) {
      if (placeholder === "") continue;
      const quoted = JSON.stringify(placeholder);
      expect(source.split(quoted), `${quoted} in ${identityFile}`).toHaveLength(
        2,
      );
      source = source.replace(quoted, JSON.stringify(value));
    }
    writeFileSync(file, source);

    // A service added at the end of content/services.json (its tile on /home comes with it).
    const services = readJson(copy, "content/services.json");
    (services.services as Entry[]).push(newService);
    writeJson(copy, "content/services.json", services);
    // A case study: a new file in content/case-studies/, named after its id, with its screens
    // under public/. Its share card is the copied study's picture (`npm run images` would draw its
    // own, but needs a browser).
    writeJson(
      copy,
      `content/case-studies/${newCaseStudy.id}.json`,
      newCaseStudy,
    );
    for (const { from, to } of newScreens)
      cpSync(path.join(root, "public", from), path.join(copy, "public", to));
    cpSync(
      path.join(
        root,
        `public/images/case-studies/${String(quotingStudy.id)}.jpg`,
      ),
      path.join(copy, `public/images/case-studies/${newCaseStudy.id}.jpg`),
    );
    // A client at the end of content/clients.json, with its logo uploaded into the clients'
    // folder, as the editor does; and a first logo, replaced, left behind in the folder.
    for (const logo of [newClient.logo, replacedLogo]) {
      mkdirSync(path.dirname(path.join(copy, "public", logo)), {
        recursive: true,
      });
      writeFileSync(path.join(copy, "public", logo), standInLogo);
    }
    const clients = readJson(copy, "content/clients.json");
    (clients.clients as Entry[]).push(newClient);
    writeJson(copy, "content/clients.json", clients);

    const run = (command: string, args: string[]) => runIn(copy, command, args);
    run("npx", ["vitest", "run", "--project", "unit", "app/content"]);
    // The build of the pages, the sitemap and the feed; the hosting steps of `npm run build`
    // (postbuild.ts: worker, headers, compression) read no content and are left out for time.
    run("npx", ["react-router", "build"]);
    client = path.join(copy, "build/client");
  }, 300_000);

  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it("builds the new article's page, lists it on /blog, in the sitemap and the feed", () => {
    const page = path.join(client, "blog", article.id, "index.html");
    expect(existsSync(page)).toBe(true);
    const title = /^title: (.+?)(?: #.*)?$/m.exec(article.source)?.[1] ?? "";
    const html = readFileSync(page, "utf8");
    expect(html).toContain(title);
    // Its cover at the size the build read from the file: nobody typed it.
    const cover = `/images/uploads/blog/${article.id}.jpeg`;
    const { width, height } = pixelSizeOf(path.join(copy, "public"), cover);
    expect(html).toMatch(
      new RegExp(
        `<img src="${cover}"[^>]* width="${width}" height="${height}"`,
      ),
    );
    expect(
      readFileSync(path.join(client, "blog/index.html"), "utf8"),
    ).toContain(`href="/blog/${article.id}"`);
    expect(readFileSync(path.join(client, "sitemap.xml"), "utf8")).toContain(
      `/blog/${article.id}</loc>`,
    );
    expect(readFileSync(path.join(client, "blog/rss.xml"), "utf8")).toContain(
      `/blog/${article.id}</link>`,
    );
  });

  it("passes the data files' checks with the new service, tile, case study and client", () => {
    expect(contentProblems(copy)).toEqual([]);
  });

  it("lists the new service on /services and its tile on /home, linking to it", () => {
    const servicesPage = readFileSync(
      path.join(client, "services/index.html"),
      "utf8",
    );
    expect(servicesPage).toContain(newService.title);
    expect(servicesPage).toContain(`id="service-${newService.id}"`);
    const home = readFileSync(path.join(client, "home/index.html"), "utf8");
    expect(home).toContain(`>${newService.shortName}<`);
    expect(home).toContain(`href="/services#service-${newService.id}"`);
  });

  it("builds the new case study's page, its card on /case-studies and its sitemap entry", () => {
    const page = path.join(
      client,
      "case-studies",
      newCaseStudy.id,
      "index.html",
    );
    expect(existsSync(page)).toBe(true);
    expect(readFileSync(page, "utf8")).toContain(newCaseStudy.title);
    expect(
      readFileSync(path.join(client, "case-studies/index.html"), "utf8"),
    ).toContain(newCaseStudy.title);
    expect(readFileSync(path.join(client, "sitemap.xml"), "utf8")).toContain(
      `/case-studies/${newCaseStudy.id}</loc>`,
    );
  });

  it("shows the new client's logo, named by the client, on the client walls of /home and /about", () => {
    for (const page of ["home", "about"]) {
      const html = readFileSync(path.join(client, page, "index.html"), "utf8");
      const logo = new RegExp(
        `<img[^>]*src="${newClient.logo}"[^>]*alt="${newClient.name}"`,
      );
      expect(html, `/${page}`).toMatch(logo);
    }
  });

  it("ships the logo the content names and leaves out the one it replaced", () => {
    expect(existsSync(path.join(client, newClient.logo))).toBe(true);
    expect(existsSync(path.join(client, replacedLogo))).toBe(false);
    expect(existsSync(path.join(copy, "public", replacedLogo))).toBe(true);
  });

  it("names the new company in every page title", () => {
    const pages = textFiles(client).filter((file) => file.endsWith(".html"));
    expect(pages.length).toBeGreaterThan(articles.length);
    for (const file of pages) {
      const title = /<title>([^<]*)<\/title>/.exec(readFileSync(file, "utf8"));
      if (title) expect(title[1], file).toContain("Ubuntu Systems");
    }
  });

  it("names the identity's file in the README, as the place to replace it", () => {
    const content = readme.slice(readme.indexOf("## Content"));
    const bullet = content
      .split("\n- ")
      .find((item) => item.startsWith(`\`${identityFile}\``));
    expect(bullet, `README.md: no Content entry on ${identityFile}`).toMatch(
      /replace them/,
    );
  });

  it("leaves no old name, e-mail or phone number on any page, the feed or the sitemap", () => {
    // An article's author line is its own text, which the editor writes (decision 084).
    const authors = readdirSync(path.join(copy, "content/articles"))
      .filter((file) => file.endsWith(".mdx"))
      .map((file) =>
        readFileSync(path.join(copy, "content/articles", file), "utf8"),
      )
      .map((source) => /^author: (.+?)(?: #.*)?$/m.exec(source)?.[1] ?? "")
      .filter(Boolean);
    // The old number's link too, which the site derives from the number shown.
    const old = [
      ...newIdentity.map(([placeholder]) => placeholder),
      identity.phone.href,
    ].filter((value) => value !== "");
    for (const file of textFiles(client)) {
      let text = readFileSync(file, "utf8");
      for (const author of authors) text = text.replaceAll(author, "");
      for (const value of old)
        expect(text.includes(value), `${file} carries "${value}"`).toBe(false);
    }
  });
});

import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { compile } from "@mdx-js/mdx";
import { imageSize } from "image-size";

import { LOCAL_BACKEND_PATH } from "../../admin/local-backend";
import { editorComponents } from "../../admin/editor-components";
import { typedMarkdownProblems } from "../../admin/markdown-literals";
import { articleRemarkPlugins } from "../../app/content/blog/article-remark";
import { readArticle } from "../../app/content/blog/article-index";
import { caseStudySchema } from "../../app/content/case-studies.schema";
import { BUDGETS } from "../../scripts/quality/budgets.mjs";
import { contentProblems } from "../../scripts/vite-plugin-content";
import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { articles } from "./site";

/**
 * The content editor at /admin, driven as a marketer drives it (decision 086): Decap CMS on the
 * built site, against its local backend (decap-server, as `npm run cms` starts it) working on a
 * copy of the project. What the editor saves must change the files, pass the build's content
 * checks, and show on the pages of a rebuild of the copy.
 */

const root = path.resolve(import.meta.dirname, "../..");

// One editor session after another on the same copy; the editor is megabytes of script, slow to
// start on a busy machine, hence twice the suite's time per test.
test.describe.configure({ mode: "serial", timeout: 120_000 });

let copy = "";
let backend: ChildProcess | undefined;
let backendPort = 0;

/** A free port on this machine, for this run's decap-server. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

test.beforeAll(async () => {
  copy = mkdtempSync(path.join(tmpdir(), "content-editor-"));
  const skipped = new Set(["node_modules", "build", ".git", "test-results"]);
  for (const entry of readdirSync(root))
    if (!skipped.has(entry))
      cpSync(path.join(root, entry), path.join(copy, entry), {
        recursive: true,
      });
  symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"));

  backendPort = await freePort();
  backend = spawn(
    process.execPath,
    [path.join(root, "node_modules/decap-server/dist/index.js")],
    {
      env: {
        ...process.env,
        GIT_REPO_DIRECTORY: copy,
        MODE: "fs",
        PORT: String(backendPort),
        BIND_HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
      },
      stdio: "pipe",
    },
  );
  // Ready when it answers.
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${backendPort}/api/v1`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ action: "info" }),
        }).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 20_000 },
    )
    .toBe(200);
});

// The editor keeps talking to its backend until the page closes: let those last requests go
// (Playwright's documented way; otherwise a reply that arrives as the test ends fails it).
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test.afterAll(() => {
  backend?.kill();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/**
 * Opens the editor signed in to the local backend. The editor looks for decap-server on its own
 * origin, where `npm run cms` passes `/api/v1` on to it; here the page's requests there go to
 * this run's server.
 */
async function openEditor(page: Page, hash = "") {
  await page.route(LOCAL_BACKEND_PATH, async (route) => {
    const response = await route.fetch({
      url: `http://127.0.0.1:${backendPort}${LOCAL_BACKEND_PATH}`,
    });
    await route.fulfill({ response });
  });
  await page.goto("/admin");
  await page.getByRole("button", { name: "Login" }).click();
  if (hash) await page.goto(`/admin#${hash}`);
}

/** Publishes the entry open in the editor (the local backend writes it to disk at once). */
async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText("Changes saved", { exact: false })).toBeVisible();
}

/** The first paragraph of plain prose in an article's body: a line a marketer would edit. */
function firstParagraph(body: string): string {
  const line = body
    .split("\n")
    .find((text) => /^[A-Z][^<>*_[\]`|]{60,}[.]$/.test(text.trim()));
  if (!line) throw new Error("the article has no plain paragraph to edit");
  return line.trim();
}

const article = articles[0];
const newParagraph =
  "This paragraph was rewritten in the content editor, saved to disk and built into the page.";
const newServiceTitle = "Software built in the content editor";
const newStudy = {
  id: "study-added-in-the-editor",
  title: "A case study added through the content editor",
  // A screenshot as a screenshot tool saves it; the editor saves it as a JPEG.
  screen: "clinic-dashboard-added-in-the-editor.png",
  saved: "clinic-dashboard-added-in-the-editor.jpg",
};

/** Where the editor saves the study's screen: the case studies' upload folder. */
const screenSrc = `/images/uploads/case-studies/${newStudy.saved}`;

/** Reads a content file of the copy. */
const readJson = (file: string) =>
  JSON.parse(readFileSync(path.join(copy, file), "utf8")) as Record<
    string,
    unknown
  >;

/** The text box of a form whose label is `name` and whose value is `value`. */
async function textboxWithValue(page: Page, name: string, value: string) {
  const boxes = page.getByRole("textbox", { name, exact: true });
  await expect(boxes.first()).toBeVisible();
  const values = await boxes.evaluateAll((elements) =>
    elements.map((element) => (element as HTMLInputElement).value),
  );
  const index = values.indexOf(value);
  if (index < 0) throw new Error(`no "${name}" box holds "${value}"`);
  return boxes.nth(index);
}

test("the editor rewrites an article's paragraph in the article's own MDX", async ({
  page,
}) => {
  if (!article) throw new Error("no article");
  const file = path.join(copy, "content/articles", `${article.id}.mdx`);
  const before = readArticle({
    fileName: file,
    source: readFileSync(file, "utf8"),
  });
  const paragraph = firstParagraph(before.body);

  await openEditor(page, `/collections/articles/entries/${article.id}`);
  const body = page.locator('[data-slate-editor="true"]');
  await body.getByText(paragraph.slice(0, 40), { exact: false }).click({
    clickCount: 3,
  });
  // One input event, as a paste is: typing key by key re-renders the editor each time.
  await page.keyboard.insertText(newParagraph);
  // The preview is the article as the site draws it, with the new words.
  const preview = page.frameLocator("iframe").first();
  await expect(
    preview.getByRole("heading", { level: 1, name: article.title }),
  ).toBeVisible();
  await expect(preview.getByText(newParagraph)).toBeVisible();
  await publish(page);

  const after = readArticle({
    fileName: file,
    source: readFileSync(file, "utf8"),
  });
  // The front matter as it was (the read time follows the body).
  expect(after.summary).toEqual({
    ...before.summary,
    readTime: after.summary.readTime,
  });
  expect(after.body).toContain(newParagraph);
  expect(after.body).not.toContain(paragraph);
  // The build's own MDX steps accept what the editor wrote (the article guard among them).
  await compile(after.body, {
    remarkPlugins: articleRemarkPlugins(() => true),
  });
});

test("an article's toolbar offers only what an article renders, and Markdown typed into rich text is not saved", async ({
  page,
}) => {
  if (!article) throw new Error("no article");
  const file = path.join(copy, "content/articles", `${article.id}.mdx`);
  const before = readFileSync(file, "utf8");
  await openEditor(page, `/collections/articles/entries/${article.id}`);

  // The toolbar's buttons by their names: no strikethrough, code, image or code block.
  const toolbar = page
    .getByRole("button", { name: "Bold" })
    .locator("xpath=..");
  const buttons = [
    ...(await toolbar.ariaSnapshot()).matchAll(/button "([^"]+)"/g),
  ].map(([, name]) => name);
  expect(buttons).toEqual([
    "Bold",
    "Italic",
    "Link",
    "Headings",
    "Quote",
    "Bulleted List",
    "Numbered List",
    "Add Component",
  ]);
  // Headings under the title's level 1, to the deepest the article's styles draw.
  const menuItems = page.getByRole("menuitem");
  await toolbar.getByRole("button", { name: "Headings" }).click();
  await expect(menuItems).toHaveText(["Heading 2", "Heading 3", "Heading 4"]);
  await page.keyboard.press("Escape");
  // The article blocks, and not Decap's own image or code block.
  await toolbar.getByRole("button", { name: "Add Component" }).click();
  await expect(menuItems).toHaveText(
    editorComponents.map((component) => component.label),
  );
  await page.keyboard.press("Escape");

  // "## Latency" typed as a line of its own, key by key as a marketer types it.
  const body = page.locator('[data-slate-editor="true"]');
  const paragraph = firstParagraph(
    readArticle({ fileName: file, source: before }).body,
  );
  await body.getByText(paragraph.slice(0, 40), { exact: false }).click({
    clickCount: 3,
  });
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.type("## Latency");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  // Refused, in the words typedMarkdownProblems gives it (Decap saves the line as "\## Latency").
  const [problem] = typedMarkdownProblems("\\## Latency");
  if (!problem) throw new Error("no problem named");
  await expect(
    page.getByRole("alert").filter({ hasText: problem }),
  ).toBeVisible();
  expect(readFileSync(file, "utf8")).toBe(before);
});

test("the editor renames a service in content/services.json", async ({
  page,
}) => {
  const services = readJson("content/services.json").services as {
    title: string;
  }[];
  const first = services[0];
  if (!first) throw new Error("no service");
  await openEditor(page, "/collections/services/entries/services");
  // The list shows each service folded, by its title: open the first.
  await page
    .getByText(first.title, { exact: true })
    .first()
    .locator("xpath=..")
    .getByRole("button")
    .first()
    .click();
  const title = await textboxWithValue(page, "Title", first.title);
  await title.fill(newServiceTitle);
  // The preview draws the service's card as /services does, with the new title.
  await expect(
    page
      .frameLocator("iframe")
      .first()
      .getByRole("article", { name: newServiceTitle })
      .getByRole("heading", { level: 3, name: newServiceTitle }),
  ).toBeVisible();
  await publish(page);

  const saved = readJson("content/services.json").services as {
    title: string;
  }[];
  expect(saved.map((service) => service.title)).toEqual([
    newServiceTitle,
    ...services.slice(1).map((service) => service.title),
  ]);
});

test("the editor adds a case study through its form, with a screen uploaded", async ({
  page,
  browser,
}) => {
  const folder = "content/case-studies";
  const order = readdirSync(path.join(copy, folder)).length + 1;
  const box = (name: string) =>
    page.getByRole("textbox", { name, exact: true });
  const sentence = (what: string) =>
    `${what}, typed into the content editor's own form.`;

  // A screenshot as a marketer would have one: a PNG of a wide screen, 1920 × 1200, larger and
  // heavier than the site shows.
  const screen = await browser.newPage({
    viewport: { width: 1920, height: 1200 },
  });
  await screen.setContent(
    "<body style='margin:0;background:#0b3954;color:#fff;font:40px sans-serif'><h1 style='margin:40px'>Clinic dashboard</h1></body>",
  );
  const png = await screen.screenshot();
  await screen.close();
  const screenAlt = sentence("A dashboard of the clinic's figures");

  await openEditor(page, "/collections/case-studies/new");
  await box("ID").fill(newStudy.id);
  await page.getByRole("spinbutton", { name: "Order" }).fill(String(order));
  await box("Title").fill(newStudy.title);
  await box("Client").fill("A provincial health department");
  await page.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option").first().click();
  // The form's "Summary" boxes, in the form's order: the study's, then its challenge's,
  // solution's and results'.
  const summaries = box("Summary");
  await summaries.nth(0).fill(sentence("The study's summary"));
  await box("Figure").fill("100%");
  await box("Label").fill("of the form filled in");
  await box("Eyebrow").fill("Added in the content editor");
  await box("Headline").fill("Every field typed into the form");
  await box("Introduction").fill(sentence("The introduction"));
  // A new item's boxes come last in the form while the lists are filled in order.
  for (const label of [
    "Client",
    "End-client",
    "Partner",
    "Industry",
    "Result",
  ]) {
    await page.getByRole("button", { name: "Add fact" }).click();
    await box("Label").last().fill(label);
    await box("Value").last().fill(`The study's ${label.toLowerCase()}`);
  }
  const addPoint = (list: number) =>
    page.getByRole("button", { name: "Add point" }).nth(list);
  await summaries.nth(1).fill(sentence("The challenge"));
  for (const n of [1, 2, 3]) {
    await addPoint(0).click();
    await box("Point")
      .last()
      .fill(sentence(`Challenge ${n}`));
  }
  await summaries.nth(2).fill(sentence("The solution"));
  await addPoint(1).click();
  await box("Point").last().fill(sentence("What was built"));

  // The screen: uploaded into the editor's media library (the case studies' own folder), then
  // chosen; the editor makes it a JPEG as wide as the site shows it, and nobody types its size.
  await page.getByRole("button", { name: "Add screen" }).click();
  await page.getByRole("button", { name: /choose an image/i }).click();
  const library = page.getByRole("dialog");
  // Decap's Upload button is a label over a hidden file input.
  await library.locator('input[type="file"]').setInputFiles({
    name: newStudy.screen,
    mimeType: "image/png",
    buffer: png,
  });
  await expect(library.getByText(newStudy.saved)).toBeVisible();
  await library.getByRole("button", { name: "Choose selected" }).click();
  await box("Caption").fill("The clinic dashboard");
  await box("Description for people who cannot see it").fill(screenAlt);

  await summaries.nth(3).fill(sentence("The results"));
  await page.getByRole("button", { name: "Add figure" }).click();
  await box("Figure").last().fill("3 weeks");
  await box("Label").last().fill("From the form to the page");
  await addPoint(2).click();
  await box("Point").last().fill(sentence("What changed"));
  await box("Quote (optional)").fill(sentence("What the client said"));
  await box("Attribution (optional)").fill("Programme manager");
  await box("Organisation (optional)").fill("A provincial health department");
  await page.getByRole("button", { name: "Add technology" }).click();
  await box("Technology").last().fill("React");
  // The preview is the study's page as /case-studies/<id> draws it, from the form as it stands,
  // the uploaded screen drawn across it.
  const preview = page.frameLocator("iframe").first();
  await expect(
    preview.getByRole("heading", { level: 1, name: newStudy.title }),
  ).toBeVisible();
  const previewScreen = preview.getByRole("img", { name: screenAlt }).first();
  await expect
    .poll(() =>
      previewScreen.evaluate(
        (image: HTMLImageElement) => image.complete && image.naturalWidth > 0,
      ),
    )
    .toBe(true);
  await publish(page);

  const added = readJson(`${folder}/${newStudy.id}.json`);
  expect(added).toMatchObject({
    id: newStudy.id,
    order,
    title: newStudy.title,
    solution: { pillars: [] },
    screenshots: [{ src: screenSrc, title: "The clinic dashboard" }],
  });
  // The picture's size is the build's to read, not the file's to hold.
  expect(
    (added.screenshots as Record<string, unknown>[])[0],
  ).not.toHaveProperty("width");
  // Written in the schema's order, as the other studies are.
  expect(Object.keys(added)).toEqual(Object.keys(caseStudySchema.shape));
  // Saved in the case studies' folder as a JPEG, resized to the width the site shows.
  const uploaded = imageSize(
    readFileSync(path.join(copy, "public", screenSrc)),
  );
  expect(uploaded).toMatchObject({ type: "jpg", width: 1200, height: 750 });
  // Every file the editor wrote passes the build's content checks.
  expect(contentProblems(copy)).toEqual([]);
});

test("a rebuild of the copy shows what the editor saved", async () => {
  test.setTimeout(240_000);
  if (!article) throw new Error("no article");
  execFileSync("npx", ["react-router", "build"], {
    cwd: copy,
    stdio: "pipe",
  });
  const client = path.join(copy, "build/client");
  const built = (page: string) =>
    readFileSync(path.join(client, page, "index.html"), "utf8");
  expect(built(`blog/${article.id}`)).toContain(newParagraph);
  expect(built("services")).toContain(newServiceTitle);
  expect(built(`case-studies/${newStudy.id}`)).toContain(newStudy.title);
  // Its uploaded screen, served from the build at the size the build read from the file, within
  // the site's image budget.
  expect(built(`case-studies/${newStudy.id}`)).toMatch(
    new RegExp(`<img src="${screenSrc}"[^>]* width="1200" height="750"`),
  );
  expect(readFileSync(path.join(client, screenSrc)).length).toBeLessThanOrEqual(
    BUDGETS.image,
  );
  // Its card on the listing (which opens it in a dialog).
  expect(built("case-studies")).toContain(newStudy.title);
  expect(readFileSync(path.join(client, "sitemap.xml"), "utf8")).toContain(
    `/case-studies/${newStudy.id}</loc>`,
  );
});

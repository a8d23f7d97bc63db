import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { compile } from "@mdx-js/mdx";
import { imageSize } from "image-size";

import { editorComponents } from "../../admin/editor-components";
import { typedMarkdownProblems } from "../../admin/markdown-literals";
import { articleRemarkPlugins } from "../../app/content/blog/article-remark";
import { readArticle } from "../../app/content/blog/article-index";
import { caseStudySchema } from "../../app/content/case-studies.schema";
import { typographicQuotes } from "../../app/content/typographic-quotes";
import { BUDGETS } from "../../scripts/quality/budgets.ts";
import { contentProblems } from "../../scripts/vite-plugin-content";
import type { Page } from "@playwright/test";

import { openEditor as openEditorOn, startLocalBackend } from "./editor-kit";
import { expect, test } from "./fixtures";
import { articles } from "./site";

/**
 * The content editor at /admin, driven as a marketer drives it (decision 086): Decap CMS on the
 * built site, against its local backend (decap-server, as `npm run cms` starts it) working on a
 * copy of the project. What the editor saves must change the files, pass the build's content
 * checks, and show on the pages of a rebuild of the copy.
 */

// One editor session after another on the same copy; the editor is megabytes of script, slow to
// start on a busy machine, hence twice the suite's time per test.
test.describe.configure({ mode: "serial", timeout: 120_000 });

let copy = "";
let backend: Awaited<ReturnType<typeof startLocalBackend>> | undefined;

test.beforeAll(async () => {
  backend = await startLocalBackend("content-editor-");
  copy = backend.copy;
});

// The editor keeps talking to its backend until the page closes: let those last requests go
// (Playwright's documented way; otherwise a reply that arrives as the test ends fails it).
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test.afterAll(() => {
  backend?.stop();
});

/** Opens the editor signed in to this run's local backend (editor-kit.ts). */
const openEditor = (
  page: Page,
  hash = "",
  options: { signedIn?: boolean } = {},
) => {
  if (!backend) throw new Error("the local backend did not start");
  return openEditorOn(page, backend.port, hash, options);
};

/**
 * Publishes the entry open in the editor (the local backend writes it to disk at once). A busy
 * machine may take longer than an assertion's default to save an entry with a picture; a refused
 * save fails at once, with the editor's own words.
 */
async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  const saved = page.getByText("Changes saved", { exact: false });
  const refused = page.getByText(/failed to persist/i);
  await expect(saved.or(refused).first()).toBeVisible({ timeout: 30_000 });
  if (await refused.count())
    throw new Error(
      `The editor refused to save: ${await refused.first().innerText()}`,
    );
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

// The coordinator's four tasks (issue 24): a new phone, an article with a cover, a service's
// description and a client with a logo.
const newPhone = { shown: "+27 21 555 0142", dialled: "tel:+27215550142" };
const newArticle = {
  id: "article-added-in-the-editor",
  title: "An article written in the content editor",
  excerpt:
    "Every field of this article was filled in the form of the content editor, and its cover was uploaded there.",
  author: "The marketing team",
  publishDate: "2025-02-14",
  heading: "What the editor wrote",
  paragraph:
    "This paragraph was typed into the body of the article, under a heading made with the toolbar.",
  cover: "cover-added-in-the-editor.jpeg",
  // Decap's upload step saves every cover as a JPEG, named .jpg.
  coverSrc: "/images/uploads/blog/cover-added-in-the-editor.jpg",
  coverAlt: "A navy card with the title of the article in white.",
  callToAction: {
    title: "Talk to us about your content",
    label: "Book a call",
    body: "Tell us what you want to publish and we will help you plan it.",
  },
};
// Typed with straight quotes, as a keyboard makes them; the site shows typographic ones.
const newDescription = {
  typed: `We answer a client's "first call" within a day, and don't charge for it.`,
  shown:
    "We answer a client’s “first call” within a day, and don’t charge for it.",
};
const newClient = {
  name: "Umoya Wind Power",
  sector: "Energy",
  logo: "umoya-wind-power.svg",
  src: "/images/uploads/clients/umoya-wind-power.svg",
};

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
  // Set in the site's prose: without it, Tailwind's reset leaves a paragraph no margin.
  await expect
    .poll(() =>
      preview
        .getByText(newParagraph)
        .evaluate((node) => parseFloat(getComputedStyle(node).marginBottom)),
    )
    .toBeGreaterThan(0);
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
  // Its description read as the site reads it, with typographic quotes.
  const previewScreen = preview
    .getByRole("img", { name: typographicQuotes(screenAlt) })
    .first();
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

test("the editor changes the company's phone, once, and every call button dials it", async ({
  page,
}) => {
  const file = "content/identity.json";
  const before = readJson(file);
  await openEditor(page, "/collections/company/entries/identity");
  const phone = await textboxWithValue(page, "Phone", String(before.phone));
  await phone.fill(newPhone.shown);
  // The preview is the footer every page ends with, its phone dialling the new number.
  await expect(
    page
      .frameLocator("iframe")
      .first()
      .getByRole("link", { name: newPhone.shown }),
  ).toHaveAttribute("href", newPhone.dialled);
  await publish(page);
  // The number as shown, held once: nothing else in the file changed.
  expect(readJson(file)).toEqual({ ...before, phone: newPhone.shown });
});

test("the editor adds an article with an uploaded cover, a heading from the toolbar and a closing call to action", async ({
  page,
  browser,
}) => {
  const category = article?.category;
  if (!category) throw new Error("no article to take a category from");
  // A cover as a camera or a design tool saves it: a JPEG named .jpeg.
  const drawing = await browser.newPage({
    viewport: { width: 1200, height: 630 },
  });
  await drawing.setContent(
    `<body style='margin:0;background:#0b3954;color:#fff;font:56px sans-serif'><h1 style='margin:60px'>${newArticle.title}</h1></body>`,
  );
  const jpeg = await drawing.screenshot({ type: "jpeg", quality: 80 });
  await drawing.close();

  await openEditor(page, "/collections/articles/new");
  const box = (name: string) =>
    page.getByRole("textbox", { name, exact: true });
  await box("Title").fill(newArticle.title);
  await box("ID").fill(newArticle.id);
  await box("Excerpt").fill(newArticle.excerpt);
  await box("Author").fill(newArticle.author);
  await page.getByLabel("Publish date").fill(newArticle.publishDate);
  await box("Category").fill(category);
  // Featured is off until someone turns it on.
  await expect(
    page.getByRole("switch", { name: "Featured" }),
  ).not.toBeChecked();

  // The cover: uploaded into the articles' media library, then chosen.
  await page.getByRole("button", { name: /choose an image/i }).click();
  const library = page.getByRole("dialog");
  await library.locator('input[type="file"]').setInputFiles({
    name: newArticle.cover,
    mimeType: "image/jpeg",
    buffer: jpeg,
  });
  const saved = path.basename(newArticle.coverSrc);
  await expect(library.getByText(saved)).toBeVisible();
  await library.getByRole("button", { name: "Choose selected" }).click();
  await box("Description for people who cannot see it").fill(
    newArticle.coverAlt,
  );

  // The body: a heading from the toolbar, a paragraph, then the call to action from the + menu.
  const body = page.locator('[data-slate-editor="true"]');
  await body.click();
  await page.getByRole("button", { name: "Headings" }).click();
  await page.getByRole("menuitem", { name: "Heading 2" }).click();
  await page.keyboard.insertText(newArticle.heading);
  await page.keyboard.press("Enter");
  await page.keyboard.insertText(newArticle.paragraph);
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Add Component" }).click();
  await page.getByRole("menuitem", { name: "Call to action" }).click();
  const cta = newArticle.callToAction;
  await body
    .getByRole("textbox", { name: "Heading", exact: true })
    .fill(cta.title);
  await body
    .getByRole("textbox", { name: "Button text", exact: true })
    .fill(cta.label);
  await body.getByRole("textbox", { name: "Text", exact: true }).fill(cta.body);

  // The preview is the article as the site draws it: its title, cover, heading and paragraph.
  const preview = page.frameLocator("iframe").first();
  await expect(
    preview.getByRole("heading", { level: 1, name: newArticle.title }),
  ).toBeVisible();
  await expect(
    preview.getByRole("heading", { level: 2, name: newArticle.heading }),
  ).toBeVisible();
  await expect(preview.getByText(newArticle.paragraph)).toBeVisible();
  const cover = preview.getByRole("img", { name: newArticle.coverAlt }).first();
  await expect
    .poll(() =>
      cover.evaluate(
        (image: HTMLImageElement) => image.complete && image.naturalWidth > 0,
      ),
    )
    .toBe(true);
  await publish(page);

  const file = path.join(copy, "content/articles", `${newArticle.id}.mdx`);
  const { summary, body: written } = readArticle({
    fileName: file,
    source: readFileSync(file, "utf8"),
  });
  expect(summary).toMatchObject({
    id: newArticle.id,
    title: newArticle.title,
    excerpt: newArticle.excerpt,
    author: newArticle.author,
    publishDate: newArticle.publishDate,
    category,
    featured: false,
    image: { src: newArticle.coverSrc, alt: newArticle.coverAlt },
  });
  // The heading is Markdown's, the block the MDX the articles are written in, and it comes last.
  expect(written).toContain(
    `## ${newArticle.heading}\n\n${newArticle.paragraph}`,
  );
  expect(written.trim()).toMatch(
    new RegExp(`<CallToAction[^>]*>\\n  ${cta.body}\\n</CallToAction>$`),
  );
  expect(written).toMatch(/title="Talk to us about your content"/);
  expect(written).toMatch(/to="\/contact"/);
  await compile(written, { remarkPlugins: articleRemarkPlugins(() => true) });
  // The cover in the articles' upload folder, a JPEG at the width the site shows.
  expect(
    imageSize(readFileSync(path.join(copy, "public", newArticle.coverSrc))),
  ).toMatchObject({ type: "jpg", width: 1200, height: 630 });
});

test("the editor rewrites a service's description, its quotes typed straight", async ({
  page,
}) => {
  const file = "content/services.json";
  const services = readJson(file).services as Record<string, unknown>[];
  const service = services.at(-1);
  if (!service) throw new Error("no service");
  await openEditor(page, "/collections/services/entries/services");
  await page
    .getByText(String(service.title), { exact: true })
    .first()
    .locator("xpath=..")
    .getByRole("button")
    .first()
    .click();
  const description = await textboxWithValue(
    page,
    "Description",
    String(service.description),
  );
  await description.fill(newDescription.typed);
  // The preview draws the card as /services does, its quotes typographic.
  await expect(
    page
      .frameLocator("iframe")
      .first()
      .getByRole("article", { name: String(service.title) })
      .getByText(newDescription.shown),
  ).toBeVisible();
  await publish(page);
  // Saved as typed; the quotes are made when the site reads it.
  expect(readJson(file).services).toEqual([
    ...services.slice(0, -1),
    { ...service, description: newDescription.typed },
  ]);
});

test("the editor adds a client with an uploaded logo", async ({ page }) => {
  const file = "content/clients.json";
  const clients = readJson(file).clients as Record<string, unknown>[];
  // A logo as a designer hands it over: an SVG, see-through around the mark.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="96" viewBox="0 0 320 96"><circle cx="48" cy="48" r="36" fill="#0b3954"/><text x="100" y="60" font-family="sans-serif" font-size="32" fill="#0b3954">Umoya</text></svg>`;

  await openEditor(page, "/collections/company/entries/clients");
  await page.getByRole("button", { name: "Add client" }).click();
  await page
    .getByRole("textbox", { name: "Name", exact: true })
    .last()
    .fill(newClient.name);
  await page.getByRole("combobox", { name: "Sector" }).last().click();
  await page
    .getByRole("option", { name: newClient.sector, exact: true })
    .click();
  await page
    .getByRole("button", { name: /choose an image/i })
    .last()
    .click();
  const library = page.getByRole("dialog");
  await library.locator('input[type="file"]').setInputFiles({
    name: newClient.logo,
    mimeType: "image/svg+xml",
    buffer: Buffer.from(svg),
  });
  await expect(library.getByText(newClient.logo)).toBeVisible();
  await library.getByRole("button", { name: "Choose selected" }).click();
  // The preview is the client wall, the new logo drawn in it under the client's name.
  const logo = page
    .frameLocator("iframe")
    .first()
    .getByRole("img", { name: newClient.name });
  await expect
    .poll(() =>
      logo.evaluate(
        (image: HTMLImageElement) => image.complete && image.naturalWidth > 0,
      ),
    )
    .toBe(true);
  await publish(page);

  expect(readJson(file).clients).toEqual([
    ...clients,
    { name: newClient.name, sector: newClient.sector, logo: newClient.src },
  ]);
  expect(readFileSync(path.join(copy, "public", newClient.src), "utf8")).toBe(
    svg,
  );
});

/**
 * Milliseconds from an edit's first input event to the preview pane showing `text`, timed in the
 * page at each frame (a poll from the test would add its own interval).
 */
async function timeToPreview(
  page: Page,
  text: string,
  edit: () => Promise<void>,
): Promise<number> {
  await page.evaluate((text) => {
    const timing = new Promise<number>((resolve, reject) => {
      let start: number | undefined;
      const started = () => (start ??= performance.now());
      document.addEventListener("beforeinput", started, { capture: true });
      document.addEventListener("input", started, { capture: true });
      const given = setTimeout(
        () => reject(new Error(`the preview never showed "${text}"`)),
        10_000,
      );
      const look = () => {
        const shown = document
          .querySelector("iframe")
          ?.contentDocument?.body.textContent.includes(text);
        if (start !== undefined && shown) {
          clearTimeout(given);
          resolve(performance.now() - start);
        } else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    (window as unknown as { previewTiming: Promise<number> }).previewTiming =
      timing;
  }, text);
  await edit();
  return page.evaluate(
    () =>
      (window as unknown as { previewTiming: Promise<number> }).previewTiming,
  );
}

/** The median and the longest of some timings, in whole milliseconds. */
function medianAndMax(timings: number[]) {
  const sorted = timings.toSorted((a, b) => a - b);
  return {
    median: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
    max: Math.round(sorted.at(-1) ?? 0),
  };
}

test("the preview follows an edit: timed from the keystroke to the new words in the preview", async ({
  page,
}) => {
  const tries = [1, 2, 3, 4, 5];
  // A data file: a service's description, drawn by the site's service card.
  const services = readJson("content/services.json").services as {
    title: string;
    description: string;
  }[];
  const service = services.at(-1);
  if (!service) throw new Error("no service");
  await openEditor(page, "/collections/services/entries/services");
  await page
    .getByText(service.title, { exact: true })
    .first()
    .locator("xpath=..")
    .getByRole("button")
    .first()
    .click();
  let value = service.description;
  const dataFile: number[] = [];
  for (const n of tries) {
    const box = await textboxWithValue(page, "Description", value);
    value = `Description number ${n}, typed to time the preview.`;
    dataFile.push(await timeToPreview(page, value, () => box.fill(value)));
  }

  // An article's paragraph, in a second tab (the services' form is left unsaved): the
  // preview compiles the body's MDX after a 300 ms pause.
  const writing = await page.context().newPage();
  await openEditor(writing, `/collections/articles/entries/${newArticle.id}`, {
    signedIn: true,
  });
  const body = writing.locator('[data-slate-editor="true"]');
  let paragraph = newArticle.paragraph;
  const articleBody: number[] = [];
  for (const n of tries) {
    await body.getByText(paragraph, { exact: true }).click({ clickCount: 3 });
    paragraph = `Paragraph number ${n}, typed into the body to time the preview.`;
    const text = paragraph;
    articleBody.push(
      await timeToPreview(writing, text, () =>
        writing.keyboard.insertText(text),
      ),
    );
  }
  await writing.unrouteAll({ behavior: "ignoreErrors" });

  const figures = {
    "a data file's text field": medianAndMax(dataFile),
    "an article's paragraph": medianAndMax(articleBody),
  };
  test.info().annotations.push({
    type: "time from an edit to the preview (ms)",
    description: JSON.stringify(figures),
  });
  console.log("Time from an edit to the preview (ms):", figures);
  expect(dataFile).toHaveLength(tries.length);
  expect(articleBody).toHaveLength(tries.length);
});

test("a rebuild of the copy shows what the editor saved", async () => {
  // The full build, the editor's included, as CI runs it; on two busy cores it takes minutes.
  test.setTimeout(600_000);
  if (!article) throw new Error("no article");
  execFileSync("npm", ["run", "build"], { cwd: copy, stdio: "pipe" });
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

  // The coordinator's four tasks. Contact shows the new phone and dials it.
  expect(built("contact")).toContain(`href="${newPhone.dialled}"`);
  expect(built("contact")).toContain(newPhone.shown);
  // The new article at its address, under its cover, and listed on the blog.
  const page = built(`blog/${newArticle.id}`);
  expect(page).toContain(newArticle.title);
  expect(page).toContain(newArticle.paragraph);
  expect(page).toMatch(
    new RegExp(
      `<img src="${newArticle.coverSrc}"[^>]* width="1200" height="630"`,
    ),
  );
  expect(built("blog")).toContain(newArticle.title);
  expect(
    readFileSync(path.join(client, newArticle.coverSrc)).length,
  ).toBeLessThanOrEqual(BUDGETS.image);
  // The service's description with typographic quotes.
  expect(built("services")).toContain(newDescription.shown);
  // The client's logo on both client walls, its name its alt text.
  for (const wall of ["home", "about"])
    expect(built(wall)).toMatch(
      new RegExp(`<img src="${newClient.src}" alt="${newClient.name}"`),
    );
});

test("the copy passes every content check after the editor's edits", async () => {
  test.setTimeout(300_000);
  // The build's own check of every content file, the content's unit tests, then the checks of
  // the built site (budgets, links, unused uploads) on the build of the test before.
  expect(contentProblems(copy)).toEqual([]);
  const run = (command: string, args: string[]) => {
    try {
      execFileSync(command, args, { cwd: copy, stdio: "pipe" });
      return "";
    } catch (error) {
      const { stdout, stderr } = error as { stdout: Buffer; stderr: Buffer };
      return `${stdout}\n${stderr}`;
    }
  };
  // Both run, so that a failure of one does not hide the other's; each gives its output.
  expect({
    unitTests: run("npx", [
      "vitest",
      "run",
      "--project",
      "unit",
      "app/content",
      "admin",
      // Beside the rest of the suite, one test can take over Vitest's 5 s alone.
      "--testTimeout=60000",
    ]),
    checkBuild: run("npm", ["run", "check:build"]),
  }).toEqual({ unitTests: "", checkBuild: "" });
});

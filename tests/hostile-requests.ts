/**
 * One table of hostile requests for the three hosts (issue 27): the audit's kinds, each row a raw
 * request with the answer it must get. One answer for `npm start` and nginx alike; where the two
 * must differ, or Firebase's emulator (superstatic) cannot answer as they do, the row carries the
 * other answer and the reason in plain words. Every row, on every host, must also never give a
 * 5xx, never leak a file from outside the site, and never send a visitor to another site.
 */

export type Host = "npm start" | "nginx" | "Firebase (superstatic)";

type HostileKind =
  | "traversal"
  | "slashes"
  | "dot segments"
  | "double encoding"
  | "null bytes"
  | "sizes"
  | "ranges"
  | "methods"
  | "host"
  | "open redirect"
  | "query strings"
  | "odd requests";

/** What a host must answer. */
export interface Answer {
  /** One status, or the ones any of which is right. */
  status: number | readonly number[];
  /** The exact Location; null: none; absent: only checked to stay on the site. */
  location?: string | null;
  /** The security headers of the rules are on the answer (true unless said). */
  headers?: boolean;
  /** A Range row: the bytes sent, as `Buffer.subarray`'s arguments on the representation sent
   * (so no row pins the file's length, which changes with the content). */
  range?: readonly [start: number, end?: number];
  /** The file a Range row's bytes come from, under build/client; RANGE_FILE unless said. */
  file?: string;
}

interface Difference {
  answer: Answer;
  reason: string;
}

export interface HostileRow {
  kind: HostileKind;
  /** Short and unique: names the row in a failure. */
  name: string;
  /** The request's exact bytes; a function when it needs the file's validators (If-Range). */
  request: string | ((file: Validators) => string);
  /** `npm start` and nginx. */
  expected: Answer;
  /** Where one of them must answer otherwise, and why. */
  differs?: Partial<Record<"npm start" | "nginx", Difference>>;
  /** Firebase (superstatic): absent, the same as `expected`. */
  firebase?: Difference | { crashes: string };
}

export interface Validators {
  etag: string;
  lastModified: string;
}

/** A file with precompressed twins, for the Range rows. */
export const RANGE_FILE = "/sitemap.xml";

/** Never in any answer: files outside build/client. */
export const LEAK_MARKERS = [
  "root:x:0:0", // /etc/passwd
  '"name": "khanyisa-digital-site"', // package.json
  '"fallbackScriptHashes"', // build/hosting-facts.json
  "import { createServer }", // server/serve.ts
];

const EOL = "\r\n";
/** A request of `target`, with Connection: close, and any extra header lines. */
export const request = (
  target: string,
  { method = "GET", headers = [] as string[], host = "localhost" } = {},
) =>
  [
    `${method} ${target} HTTP/1.1`,
    ...(host === "" ? [] : [`Host: ${host}`]),
    ...headers,
    "Connection: close",
    "",
    "",
  ].join(EOL);

const BAD_REQUEST: Answer = { status: 400 };
const HOME: Answer = { status: 302, location: "/home" };
const NOT_FOUND: Answer = { status: 404 };
const OK: Answer = { status: 200 };

/**
 * Firebase has no 400 by path: what the others refuse, it looks up as a file, finds none, and
 * serves the noindex fallback page, which sends the visitor home (decision 072).
 */
const FALLBACK_PAGE: Difference = {
  answer: { status: [200, 301, 404] },
  reason:
    "Firebase cannot refuse a path: it serves the noindex fallback page, which sends the visitor home (or its 404 for an asset's name)",
};
/** Firebase's 404 for a file it does not have, with the header rules. */
const FIREBASE_NOT_FOUND: Difference = {
  answer: { status: 404 },
  reason:
    "Firebase cannot refuse a path: an asset's name it does not have is its plain 404",
};
const FIREBASE_CRASH = {
  crashes:
    "superstatic (the emulator, not Firebase) exits on a malformed percent-encoding: its decodeURI throws outside any handler",
};

const rows: HostileRow[] = [];
const add = (row: HostileRow) => rows.push(row);

// Traversal: three files outside the site, each reached through each spelling of "../".
const TRAVERSAL_TARGETS = [
  { file: "etc/passwd", up: 8 },
  { file: "package.json", up: 2 },
  { file: "hosting-facts.json", up: 1 },
];
const UP_SPELLINGS: Array<{
  up: string;
  answer: Answer;
  firebase?: Difference | { crashes: string };
}> = [
  { up: "../", answer: BAD_REQUEST },
  { up: "%2e%2e/", answer: BAD_REQUEST },
  { up: "%2E%2E%2F", answer: BAD_REQUEST },
  { up: "..%2f", answer: BAD_REQUEST },
  { up: ".%2e/", answer: BAD_REQUEST },
  { up: "..\\", answer: BAD_REQUEST },
  { up: "..%5c", answer: BAD_REQUEST },
  { up: "%2e%2e%5c", answer: BAD_REQUEST },
  { up: "..;/", answer: BAD_REQUEST },
  { up: "....//", answer: BAD_REQUEST },
];
for (const prefix of ["/", "/assets/"])
  for (const { file, up } of TRAVERSAL_TARGETS)
    for (const spelling of UP_SPELLINGS)
      add({
        kind: "traversal",
        name: `${prefix}${spelling.up.repeat(up)}${file}`,
        request: request(`${prefix}${spelling.up.repeat(up)}${file}`),
        expected: spelling.answer,
        firebase: spelling.firebase ?? FALLBACK_PAGE,
      });

// Slashes: doubled, encoded, backslashes raw and encoded, around real pages and other sites.
for (const [target, answer] of [
  ["//home", { status: 301, location: "/home" }],
  ["///home", { status: 301, location: "/home" }],
  ["/home//", { status: 301, location: "/home" }],
  ["/blog//rss.xml", { status: 301, location: "/blog/rss.xml" }],
  ["/home%2F", { status: 301, location: "/home" }],
  ["/home%2f%2f", { status: 301, location: "/home" }],
  ["/%2F", { status: 301, location: "/home" }],
  ["/%2Fhome", OK],
  ["/blog%2Frss.xml", OK],
  ["/services%2Findex.html", { status: 301, location: "/services" }],
  ["/home/", { status: 301, location: "/home" }],
  ["/home\\", BAD_REQUEST],
  ["/\\home", BAD_REQUEST],
  ["/home%5C", BAD_REQUEST],
  ["/home%5c/", BAD_REQUEST],
  ["/assets\\x.js", BAD_REQUEST],
  ["/assets%5Cx.js", BAD_REQUEST],
  ["/%5C%5Chome", BAD_REQUEST],
  ["/%2F%2Fhome", OK],
  ["/home/%2F/", { status: 301, location: "/home" }],
] as const)
  add({
    kind: "slashes",
    name: target,
    request: request(target),
    expected: answer,
    firebase: answer.status === 400 ? FALLBACK_PAGE : undefined,
  });

// Dot segments, raw and encoded, at each place in a path.
for (const target of [
  "/.",
  "/./home",
  "/home/.",
  "/home/./",
  "/home/..",
  "/home/../services",
  "/%2e/home",
  "/home/%2E",
  "/home/%2e%2e",
  "/home/%2e%2e/services",
  "/assets/./x.js",
  "/assets/%2e%2e/robots.txt",
  "/home/.?x=1",
  "/blog/..%2F",
  "/.%2E",
  "/blog/%2e",
])
  add({
    kind: "dot segments",
    name: target,
    request: request(target),
    expected: BAD_REQUEST,
    firebase: FALLBACK_PAGE,
  });

// Double encoding: decoded once, "%2e%2e" is a name, not a dot segment, and no file has it.
for (const [target, answer] of [
  ["/%252e%252e/%252e%252e/etc/passwd", HOME],
  ["/%252e%252e%252fpackage.json", NOT_FOUND],
  ["/assets/%252e%252e%252fhosting-facts.json", NOT_FOUND],
  ["/%252fevil.example", HOME],
  ["/%255cevil.example", HOME],
  ["/home%252F", HOME],
  ["/%25%32%65%25%32%65/etc/passwd", HOME],
  ["/%2525252e%2525252e/x", HOME],
  ["/robots%252etxt", HOME],
  ["/home%2500", HOME],
  ["/%25", HOME],
  ["/%2525", HOME],
] as const)
  add({
    kind: "double encoding",
    name: target,
    request: request(target),
    expected: answer,
  });

// Null bytes and other control characters, raw (never valid in a request line) and encoded.
for (const [target, answer, firebase] of [
  ["/home%00", BAD_REQUEST],
  ["/home%00.html", BAD_REQUEST],
  ["/robots.txt%00.html", BAD_REQUEST],
  ["/%00/etc/passwd", BAD_REQUEST],
  ["/home%0d%0aSet-Cookie:%20x=1", BAD_REQUEST],
  ["/home%0a", BAD_REQUEST],
  ["/home%09", BAD_REQUEST],
  ["/home%7f", BAD_REQUEST],
  ["/home\u0000", BAD_REQUEST],
  ["/home\u0001", BAD_REQUEST],
  ["/home%c0%80", BAD_REQUEST, FIREBASE_CRASH],
  ["/home%c0", BAD_REQUEST, FIREBASE_CRASH],
  ["/%c0%ae%c0%ae/etc/passwd", BAD_REQUEST, FIREBASE_CRASH],
  ["/%e0%80%ae", BAD_REQUEST, FIREBASE_CRASH],
] as const)
  add({
    kind: "null bytes",
    name: JSON.stringify(target).slice(1, -1),
    request: request(target),
    expected: answer,
    firebase: firebase ?? FALLBACK_PAGE,
  });

// Sizes: long targets, long and many headers.
const long = (n: number) => "a".repeat(n);
for (const [name, raw, answer] of [
  ["a 2,000-byte path", request(`/${long(1999)}`), HOME],
  ["a 2,100-byte path", request(`/${long(2099)}`), { status: 414 }],
  ["a 9,000-byte path", request(`/${long(8999)}`), { status: 414 }],
  ["a 70,000-byte path", request(`/${long(69_999)}`), { status: 414 }],
  ["a 2,100-byte query", request(`/home?q=${long(2090)}`), { status: 414 }],
  [
    "a 4,000-byte header",
    request("/home", { headers: [`X-Big: ${long(4000)}`] }),
    OK,
  ],
  [
    "a 9,000-byte header",
    request("/home", { headers: [`X-Big: ${long(9000)}`] }),
    { status: [400, 431] },
  ],
  [
    "a 20,000-byte header",
    request("/home", { headers: [`X-Big: ${long(20_000)}`] }),
    { status: [400, 431] },
  ],
  [
    "a 100,000-byte cookie",
    request("/home", { headers: [`Cookie: a=${long(100_000)}`] }),
    { status: [400, 431] },
  ],
  [
    "a 9,000-byte Host",
    request("/home", { host: long(9000) }),
    { status: [400, 431] },
  ],
  [
    "100 small headers",
    request("/home", {
      headers: Array.from({ length: 100 }, (_, i) => `X-H${i}: ${i}`),
    }),
    OK,
  ],
  [
    "3 headers of 7,000 bytes",
    request("/home", {
      headers: [1, 2, 3].map((i) => `X-Big${i}: ${long(7000)}`),
    }),
    { status: [400, 431] },
  ],
] as const)
  add({ kind: "sizes", name, request: raw, expected: answer });

// Byte ranges, alone, with If-Range and with an encoding offered.
const range = (value: string, headers: string[] = []) =>
  request(RANGE_FILE, { headers: [`Range: ${value}`, ...headers] });
for (const [value, answer] of [
  ["bytes=0-9", { status: 206, range: [0, 10] }],
  ["bytes=0-0", { status: 206, range: [0, 1] }],
  ["bytes=100-", { status: 206, range: [100] }],
  ["bytes=-10", { status: 206, range: [-10] }],
  ["bytes=-99999", { status: 206, range: [0] }],
  ["bytes=10-99999999999999999999", { status: 206, range: [10] }],
  ["bytes=99999-", { status: 416 }],
  ["bytes=-0", { status: 416 }],
  ["bytes=5-1", { status: 416 }],
  ["bytes=0-1,5-6", OK],
  ["bytes=0-0,-1", OK],
  [`bytes=${"0-0,".repeat(200)}0-0`, OK],
  ["bytes=abc", OK],
  ["items=0-5", OK],
  ["bytes 0-5", OK],
  ["bytes=", OK],
  ["bytes=-", OK],
  ["bytes=--5", OK],
] as const)
  add({
    kind: "ranges",
    name: `Range: ${value.slice(0, 40)}`,
    request: range(value),
    expected: answer,
  });
for (const [name, raw, answer] of [
  [
    "If-Range: its ETag",
    (f: Validators) => range("bytes=0-9", [`If-Range: ${f.etag}`]),
    { status: 206, range: [0, 10] },
  ],
  [
    "If-Range: another ETag",
    () => range("bytes=0-9", ['If-Range: "other"']),
    OK,
  ],
  [
    "If-Range: its ETag, weak",
    (f: Validators) => range("bytes=0-9", [`If-Range: W/${f.etag}`]),
    OK,
  ],
  [
    "If-Range: its date",
    (f: Validators) => range("bytes=0-9", [`If-Range: ${f.lastModified}`]),
    { status: 206, range: [0, 10] },
  ],
  [
    "If-Range: an older date",
    () => range("bytes=0-9", ["If-Range: Thu, 01 Jan 1970 00:00:00 GMT"]),
    OK,
  ],
  ["If-Range: garbage", () => range("bytes=0-9", ["If-Range: garbage"]), OK],
  [
    "Range and brotli offered",
    () => range("bytes=0-9", ["Accept-Encoding: br"]),
    { status: 206, range: [0, 10] },
  ],
  [
    "Range and gzip offered",
    () => range("bytes=0-9", ["Accept-Encoding: gzip"]),
    { status: 206, range: [0, 10] },
  ],
  [
    "Range on HEAD",
    () =>
      request(RANGE_FILE, { method: "HEAD", headers: ["Range: bytes=0-9"] }),
    OK,
  ],
  [
    "Range of a page",
    () => request("/home", { headers: ["Range: bytes=0-9"] }),
    { status: 206, range: [0, 10], file: "/home/index.html" },
  ],
] as const)
  add({
    kind: "ranges",
    name,
    request: raw,
    expected: answer,
  });

// Methods.
for (const [method, answer] of [
  ["POST", { status: 405 }],
  ["PUT", { status: 405 }],
  ["DELETE", { status: 405 }],
  ["PATCH", { status: 405 }],
  ["OPTIONS", { status: 405 }],
  ["TRACE", { status: 405 }],
  ["PROPFIND", { status: 405 }],
  ["get", { status: [400, 405] }],
  ["FOO", { status: 405 }],
] as const)
  add({
    kind: "methods",
    name: method,
    request: request("/home", {
      method,
      headers: method === "POST" ? ["Content-Length: 0"] : [],
    }),
    expected: answer,
    firebase: {
      answer: OK,
      reason:
        "superstatic serves any method as GET; firebase.json has no say in methods",
    },
  });
for (const [name, raw, answer] of [
  ["HEAD", request("/home", { method: "HEAD" }), OK],
  [
    "CONNECT",
    "CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\nConnection: close\r\n\r\n",
    { status: [400, 405] },
  ],
  [
    "POST with a body",
    request("/home", { method: "POST", headers: ["Content-Length: 5"] }) +
      "hello",
    { status: 405 },
  ],
  [
    "GET with a body",
    request("/home", { headers: ["Content-Length: 5"] }) + "hello",
    OK,
  ],
  [
    "X-HTTP-Method-Override",
    request("/home", { headers: ["X-HTTP-Method-Override: DELETE"] }),
    OK,
  ],
] as const)
  add({ kind: "methods", name, request: raw, expected: answer });

// Host: spoofed, missing, doubled, malformed; absolute-form targets naming another host.
for (const [name, raw, answer] of [
  [
    "Host: evil.example",
    request("/", { host: "evil.example" }),
    { status: 301, location: "/home" },
  ],
  [
    "Host: evil.example, unknown page",
    request("/no-such-page", { host: "evil.example" }),
    HOME,
  ],
  ["no Host", request("/home", { host: "" }), BAD_REQUEST],
  [
    "two Hosts",
    request("/home", { headers: ["Host: evil.example"] }),
    BAD_REQUEST,
  ],
  ["empty Host", request("/home", { host: " " }), BAD_REQUEST],
  [
    "Host with a slash",
    request("/home", { host: "evil.example/x" }),
    BAD_REQUEST,
  ],
  ["Host with ..", request("/home", { host: "a..b" }), BAD_REQUEST],
  [
    "Host with a backslash",
    request("/home", { host: "evil.example\\x" }),
    BAD_REQUEST,
  ],
  [
    "Host: evil.example:99999",
    request("/", { host: "evil.example:99999" }),
    { status: 301, location: "/home" },
  ],
  ["Host: [::1]", request("/home", { host: "[::1]" }), OK],
  [
    "X-Forwarded-Host: evil.example",
    request("/", { headers: ["X-Forwarded-Host: evil.example"] }),
    { status: 301, location: "/home" },
  ],
  [
    "absolute form, another host",
    "GET http://evil.example/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    { status: 301, location: "/home" },
  ],
  [
    "absolute form, page",
    "GET http://evil.example/home HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    OK,
  ],
  [
    "absolute form, https",
    "GET https://evil.example//evil.example HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    { status: 301 },
  ],
] as const)
  add({ kind: "host", name, request: raw, expected: answer });

// Open redirects: every spelling of "another site" a redirect could be steered to.
for (const [target, answer, firebase] of [
  ["//evil.example", { status: 301, location: "/evil.example" }],
  ["//evil.example/", { status: 301, location: "/evil.example" }],
  ["///evil.example/", { status: 301, location: "/evil.example" }],
  ["//evil.example/%2F..", BAD_REQUEST, FALLBACK_PAGE],
  ["/\\evil.example", BAD_REQUEST, FALLBACK_PAGE],
  ["/\\evil.example/", BAD_REQUEST, FALLBACK_PAGE],
  ["//\\evil.example/", BAD_REQUEST, FALLBACK_PAGE],
  ["/%5Cevil.example/", BAD_REQUEST, FALLBACK_PAGE],
  ["/%2F%2Fevil.example/", { status: 301, location: "/%2F%2Fevil.example" }],
  ["/%2fevil.example%2f", { status: 301, location: "/%2fevil.example" }],
  ["/https://evil.example/", { status: 301, location: "/https:/evil.example" }],
  ["/https:/evil.example", HOME],
  ["/home?next=//evil.example", OK],
  [
    "/home/?next=https://evil.example",
    { status: 301, location: "/home?next=https://evil.example" },
  ],
  [
    "//evil.example/?x=/home/",
    { status: 301, location: "/evil.example?x=/home/" },
  ],
  [
    "/services/index.html?//evil.example",
    { status: 301, location: "/services?//evil.example" },
  ],
  ["/%09/evil.example/", BAD_REQUEST, FALLBACK_PAGE],
  ["/%0d%0aLocation:%20https://evil.example/", BAD_REQUEST, FALLBACK_PAGE],
  ["/.evil.example/", { status: 301, location: "/.evil.example" }],
  ["/@evil.example/", { status: 301, location: "/@evil.example" }],
] as const)
  add({
    kind: "open redirect",
    name: target,
    request: request(target),
    expected: answer,
    firebase,
  });

// Query strings: nothing in a query changes which file is served.
for (const [target, answer, firebase] of [
  ["/home?", OK],
  ["/home?x=1", OK],
  ["/home??", OK],
  ["/home?%", OK, FIREBASE_CRASH],
  ["/home?%zz", OK, FIREBASE_CRASH],
  ["/home?%c0", OK, FIREBASE_CRASH],
  ["/home?../../etc/passwd", OK],
  ["/home?x=%00", OK],
  ["/home?x=%0d%0aSet-Cookie:x", OK],
  ["/home?x=\\", OK],
  ["/home?file=/etc/passwd", OK],
  ["/robots.txt?x=1", OK],
  ["/home#frag", OK],
  ["/?x=1", { status: 301, location: "/home" }],
] as const)
  add({
    kind: "query strings",
    name: target,
    request: request(target),
    expected: answer,
    firebase,
  });

// Odd requests: twins by name, hidden files, old protocols, odd versions.
for (const [name, raw, answer] of [
  ["/sitemap.xml.br", request("/sitemap.xml.br"), NOT_FOUND],
  ["/sitemap.xml.gz", request("/sitemap.xml.gz"), NOT_FOUND],
  ["/home/index.html.br", request("/home/index.html.br"), NOT_FOUND],
  ["/.env", request("/.env"), HOME],
  ["/.git/config", request("/.git/config"), HOME],
  ["/blog/.x", request("/blog/.x"), HOME],
  [
    "/.well-known/security.txt",
    request("/.well-known/security.txt"),
    NOT_FOUND,
  ],
  ["HTTP/0.9", "GET /home\r\n\r\n", BAD_REQUEST],
  ["HTTP/1.0 without Host", "GET /home HTTP/1.0\r\n\r\n", OK],
  [
    "HTTP/2.0 on the wire",
    "GET /home HTTP/2.0\r\nHost: localhost\r\n\r\n",
    { status: [400, 505] },
  ],
  [
    "HTTP/1.1 target *",
    "GET * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    BAD_REQUEST,
  ],
  [
    "bare LF line ends",
    "GET /home HTTP/1.1\nHost: localhost\nConnection: close\n\n",
    OK,
  ],
  [
    "Transfer-Encoding and Content-Length",
    request("/home", {
      headers: ["Content-Length: 4", "Transfer-Encoding: chunked"],
    }) + "0\r\n\r\n",
    BAD_REQUEST,
  ],
] as const)
  add({ kind: "odd requests", name, request: raw, expected: answer });

/** Where npm start collapses repeated slashes with one redirect and nginx does not. */
const REPEATED_SLASH_REDIRECT: Difference = {
  answer: { status: 301 },
  reason:
    "npm start redirects repeated slashes to the one URL (301, same site); nginx merges them (merge_slashes) and answers the merged path itself",
};
/** Node's HTTP parser answers a request it cannot read before the site's code runs. */
const NODE_PARSER = (answer: Answer): Difference => ({
  answer,
  reason:
    "Node's HTTP parser refuses the request before the site's handler runs, with its own status (serve.ts adds the headers)",
});
/** superstatic is a Node server too: its parser answers alike. */
const FIREBASE_PARSER = (answer: Answer): Difference => ({
  answer: { ...answer, headers: false },
  reason:
    "superstatic runs on Node's HTTP server, whose parser refuses the request before any rule",
});
const FIREBASE_NO_RANGES: Difference = {
  answer: OK,
  reason:
    "superstatic answers no Range (the whole file); Firebase's CDN, which does, is not emulated",
};

/** Records, on the row named, where a host must answer otherwise. */
function amend(names: readonly string[], patch: Partial<HostileRow>) {
  for (const name of names) {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`No hostile row named ${name}`);
    Object.assign(row, patch, {
      differs: { ...row.differs, ...patch.differs },
    });
  }
}

// Traversal spellings that are no dot segment at all: a name no file has.
for (const prefix of ["/", "/assets/"])
  for (const { file, up } of TRAVERSAL_TARGETS) {
    const asset = prefix === "/assets/" || file.endsWith(".json");
    // Firebase's fallback rewrite goes by the last segment's extension alone.
    const firebase = file.endsWith(".json")
      ? FIREBASE_NOT_FOUND
      : FALLBACK_PAGE;
    amend([`${prefix}${"..;/".repeat(up)}${file}`], {
      expected: asset ? NOT_FOUND : HOME,
      firebase,
    });
    amend([`${prefix}${"....//".repeat(up)}${file}`], {
      expected: asset ? NOT_FOUND : HOME,
      differs: { "npm start": REPEATED_SLASH_REDIRECT },
      firebase,
    });
  }

// Repeated slashes: npm start redirects to the one URL; nginx merges them and serves.
amend(["//home", "///home", "/blog//rss.xml"], {
  expected: OK,
  differs: { "npm start": REPEATED_SLASH_REDIRECT },
});
amend(["//evil.example", "absolute form, https"], {
  expected: HOME,
  differs: { "npm start": REPEATED_SLASH_REDIRECT },
  firebase: FALLBACK_PAGE,
});
amend(["/https://evil.example/"], {
  expected: { status: 301 },
  differs: {
    nginx: {
      answer: { status: 301, location: "/https://evil.example" },
      reason:
        "nginx cuts its redirect from the raw path and keeps the inner //; a Location starting with one / stays on the site",
    },
  },
  firebase: FALLBACK_PAGE,
});
amend(["/%2Fhome", "/%2F%2Fhome"], {
  expected: OK,
  differs: {
    "npm start": {
      answer: HOME,
      reason:
        "npm start looks files up by the decoded path as it is (//home is no page: home, 302); nginx merges the decoded slashes and serves /home",
    },
  },
});

// Percent-encoded bytes that are not UTF-8.
amend(["/home%c0%80", "/home%c0", "/%c0%ae%c0%ae/etc/passwd", "/%e0%80%ae"], {
  differs: {
    nginx: {
      answer: HOME,
      reason:
        "nginx takes a path's bytes as they are, UTF-8 or not; no file has such a name, so it goes home (npm start refuses what is not UTF-8)",
    },
  },
});
// Raw control characters: Node's parser refuses them (400, with the headers), as nginx does.
amend(["/home\\u0000", "/home\\u0001"], {
  firebase: FIREBASE_PARSER(BAD_REQUEST),
});

// Sizes: one limit, 16 KB of header section, on both; the statuses are each server's own.
const TOO_LARGE = NODE_PARSER({ status: 431 });
amend(["a 70,000-byte path"], {
  expected: { status: 414 },
  differs: {
    "npm start": {
      ...TOO_LARGE,
      reason: `${TOO_LARGE.reason}: Node counts the request line in its 16 KB header limit (431)`,
    },
  },
  firebase: FIREBASE_PARSER({ status: 431 }),
});
amend(
  ["a 20,000-byte header", "a 100,000-byte cookie", "3 headers of 7,000 bytes"],
  {
    expected: BAD_REQUEST,
    differs: {
      "npm start": {
        ...TOO_LARGE,
        reason: `${TOO_LARGE.reason}: 431, where nginx folds its “header too large” into 400`,
      },
    },
    firebase: FIREBASE_PARSER({ status: 431 }),
  },
);
amend(["a 9,000-byte header", "a 9,000-byte Host"], { expected: OK });
const FIREBASE_LONG_NAME: Difference = {
  answer: { status: 500 },
  reason:
    "superstatic stats the path as a file name and fails on one over 255 bytes (ENAMETOOLONG); Firebase's CDN is not emulated",
};
amend(["a 2,000-byte path", "a 2,100-byte path", "a 9,000-byte path"], {
  firebase: FIREBASE_LONG_NAME,
});
amend(["a 2,100-byte query"], {
  firebase: {
    answer: OK,
    reason: "superstatic has no limit on a target's length",
  },
});

// Ranges.
for (const row of rows.filter((r) => r.kind === "ranges"))
  row.firebase = FIREBASE_NO_RANGES;
const NGINX_416: Difference = {
  answer: { status: 416 },
  reason:
    "nginx refuses a bytes= range it cannot read or that is reversed (416, as RFC 9110 says a server SHOULD); npm start ignores it and sends the whole file (decision 071)",
};
amend(
  [
    "Range: bytes=5-1",
    "Range: bytes=abc",
    "Range: bytes=-",
    "Range: bytes=--5",
  ],
  { expected: OK, differs: { nginx: NGINX_416 } },
);
amend(["Range: bytes=10-99999999999999999999"], {
  differs: {
    nginx: {
      answer: { status: 416 },
      reason:
        "nginx cannot hold a number past 2^63 and refuses the range (416); npm start clamps the end to the file (206)",
    },
  },
});
const NGINX_TWIN_FIRST: Difference = {
  answer: OK,
  reason:
    "nginx's brotli_static and gzip_static choose the compressed twin first and send it whole (200, ignoring Range, which RFC 9110 allows); npm start cuts the range from the plain file (decision 071)",
};
amend(["Range and brotli offered", "Range and gzip offered"], {
  differs: { nginx: NGINX_TWIN_FIRST },
});
amend(["Range on HEAD"], {
  differs: {
    nginx: {
      answer: { status: 206 },
      reason:
        "nginx's range filter answers HEAD as it would GET (206 headers, no body); RFC 9110 defines ranges for GET only, as npm start does",
    },
  },
});

// Methods.
amend(["FOO"], {
  expected: { status: 405 },
  differs: { "npm start": NODE_PARSER(BAD_REQUEST) },
  firebase: FIREBASE_PARSER(BAD_REQUEST),
});
amend(["get"], {
  expected: BAD_REQUEST,
  firebase: FIREBASE_PARSER(BAD_REQUEST),
});
amend(["CONNECT"], {
  expected: BAD_REQUEST,
  differs: {
    "npm start": {
      answer: { status: 405 },
      reason:
        "Node hands CONNECT to serve.ts's connect event, which answers 405 (no proxy here); nginx refuses a CONNECT target as malformed",
    },
  },
  firebase: {
    answer: { status: 0 },
    reason:
      "superstatic has no connect handler: Node closes the connection without an answer",
  },
});
for (const name of ["HEAD", "GET with a body", "X-HTTP-Method-Override"])
  amend([name], { firebase: undefined });
amend(["POST with a body"], {
  firebase: {
    answer: OK,
    reason:
      "superstatic serves any method as GET; firebase.json has no say in methods",
  },
});

// Host.
amend(["no Host"], {
  firebase: FIREBASE_PARSER(BAD_REQUEST),
});
amend(["Host with a backslash"], { expected: OK });
const FIREBASE_ANY_HOST: Difference = {
  answer: OK,
  reason:
    "superstatic reads no Host header; Firebase's own front end, which refuses bad ones, is not emulated",
};
amend(["two Hosts", "empty Host", "Host with a slash", "Host with .."], {
  firebase: FIREBASE_ANY_HOST,
});

// Odd requests.
amend(["/sitemap.xml.br", "/sitemap.xml.gz", "/home/index.html.br"], {
  firebase: {
    answer: OK,
    reason:
      "superstatic serves every file of the folder; Firebase never receives the twins (firebase.json's ignore leaves them out of the upload)",
  },
});
amend(["bare LF line ends"], {
  differs: {
    "npm start": {
      answer: BAD_REQUEST,
      reason:
        "Node's parser refuses lines ended by LF alone (RFC 9112 lets a server accept or refuse them); nginx accepts them",
    },
  },
  firebase: FIREBASE_PARSER(BAD_REQUEST),
});
amend(["Transfer-Encoding and Content-Length"], {
  firebase: FIREBASE_PARSER(BAD_REQUEST),
});
amend(["HTTP/1.1 target *"], {
  firebase: { answer: NOT_FOUND, reason: FIREBASE_NOT_FOUND.reason },
});

// Firebase: what npm start and nginx refuse or redirect by path, Firebase looks up as a file.
for (const row of rows) {
  const statuses = [row.expected.status].flat();
  if (
    row.firebase === undefined &&
    typeof row.request === "string" &&
    statuses.some((status) => [301, 302, 400, 404].includes(status))
  )
    row.firebase = {
      answer: { status: [200, 301, 404] },
      reason:
        "Firebase has no 400 by path and no redirect but firebase.json's: it serves the file, its trailing-slash redirect, the noindex fallback page (which sends the visitor home) or its 404 for an asset's name",
    };
  const target =
    typeof row.request === "string" ? row.request.split(" ")[1] : "";
  if (target?.replace(/\?.*/, "") === "/")
    row.firebase = {
      answer: { status: 301, headers: false },
      reason:
        "Firebase's redirects carry none of the header rules (decision 072); the page they lead to has them all",
    };
}
amend(["HTTP/0.9"], {
  expected: { status: [400, 505] },
  differs: {
    nginx: {
      answer: { status: 0, headers: false },
      reason:
        "nginx cannot switch HTTP/0.9 off and would answer with a bare body; its rules close such a request unanswered (444)",
    },
  },
});
amend(["/blog%2Frss.xml"], {
  firebase: {
    answer: NOT_FOUND,
    reason:
      "superstatic looks for a file whose name holds the encoded slash, and finds none",
  },
});

export const HOSTILE_REQUESTS: readonly HostileRow[] = rows;

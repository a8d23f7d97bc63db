import { describe, expect, it } from "vitest";

import {
  buildContactMailto,
  buildMailto,
  buildNewsletterMailto,
} from "./mailto";
import type { ContactMessage } from "./contact-form-controller";

const TO = "info@khanyisa.example";

const message = (patch: Partial<ContactMessage> = {}): ContactMessage => ({
  name: "Thandi Mokoena",
  email: "thandi@example.co.za",
  company: "",
  phone: "",
  subject: "New portal",
  message: "Hello",
  ...patch,
});

/** What a mail client reads back out of the link: the address and each query parameter. */
function parse(url: string) {
  expect(url.startsWith(`mailto:${TO}?`)).toBe(true);
  const query = url.slice(`mailto:${TO}?`.length);
  const parts = query.split("&");
  expect(parts.map((part) => part.split("=")[0])).toEqual(["subject", "body"]);
  const [subject, body] = parts.map((part) =>
    decodeURIComponent(part.slice(part.indexOf("=") + 1)),
  );
  return { subject: subject ?? "", body: body ?? "", raw: url };
}

describe("buildContactMailto", () => {
  it("addresses the company with the spec's subject and a body of every field", () => {
    const { subject, body } = parse(
      buildContactMailto(TO, message({ phone: "+27 82 000 0000" })),
    );
    expect(subject).toBe("Contact Form: New portal");
    expect(body).toBe(
      [
        "Name: Thandi Mokoena",
        "E-mail: thandi@example.co.za",
        "Phone: +27 82 000 0000",
        "Company: Not provided",
        "Subject: New portal",
        "",
        "Message:",
        "Hello",
      ].join("\r\n"),
    );
  });

  it("says 'Not provided' for an empty or blank phone and company", () => {
    const { body } = parse(
      buildContactMailto(TO, message({ phone: "   ", company: "" })),
    );
    expect(body).toContain("Phone: Not provided\r\nCompany: Not provided");
  });

  it("cannot add a header or a parameter: &, ?, #, %, = and line breaks stay inside their part", () => {
    const hostile = "x&cc=boss@evil.example?bcc=all@evil.example#frag%0A%0D=";
    const url = buildContactMailto(
      TO,
      message({
        name: `Eve\r\nBcc: spy@evil.example`,
        subject: `Hi\nBcc: spy@evil.example ${hostile}`,
        company: hostile,
        message: `line 1\nline 2\r\nline 3\rline 4 ${hostile}`,
      }),
    );
    // Nothing in the link besides the two separators and the one "?" is a delimiter.
    expect(url.match(/[?]/g)).toHaveLength(1);
    expect(url.match(/&/g)).toHaveLength(1);
    expect(url).not.toMatch(/[#\s\r\n]/);
    const { subject, body } = parse(url);
    expect(subject).toBe(`Contact Form: Hi Bcc: spy@evil.example ${hostile}`);
    expect(body).toContain("Name: Eve Bcc: spy@evil.example\r\n");
    expect(body).toContain(`Company: ${hostile}\r\n`);
    expect(body).toContain(`line 1\r\nline 2\r\nline 3\r\nline 4 ${hostile}`);
  });

  it("keeps non-Latin text and emoji, percent-encoded as UTF-8", () => {
    const text = "Sawubona 👋 Молю · 你好 · مرحبا · Ñandú";
    const { subject, body, raw } = parse(
      buildContactMailto(TO, message({ subject: text, message: text })),
    );
    expect(subject).toBe(`Contact Form: ${text}`);
    expect(body.endsWith(text)).toBe(true);
    expect(raw).toMatch(/^[\x21-\x7e]+$/);
  });

  it("repairs text that is not well-formed Unicode instead of throwing", () => {
    const { subject } = parse(
      buildContactMailto(TO, message({ subject: "broken \uD800 pair" })),
    );
    expect(subject).toBe("Contact Form: broken \uFFFD pair");
  });

  it("removes control characters other than line breaks", () => {
    const { body } = parse(
      buildContactMailto(TO, message({ message: "a\u0000b\u0007c\td" })),
    );
    expect(body.endsWith("abc\td")).toBe(true);
  });
});

describe("buildMailto", () => {
  it("refuses an address that is not a plain address", () => {
    expect(() =>
      buildMailto("info@khanyisa.example?cc=x@y.z", { subject: "", body: "" }),
    ).toThrow(/plain e-mail address/);
  });
});

describe("buildNewsletterMailto", () => {
  it("asks to subscribe the given address, encoded", () => {
    const { subject, body } = parse(
      buildNewsletterMailto(
        TO,
        "a+b&c@example.com\nBcc: x",
        "Khanyisa Digital",
      ),
    );
    expect(subject).toBe("Newsletter Subscription Request");
    expect(body).toBe(
      "Please subscribe a+b&c@example.com Bcc: x to the Khanyisa Digital newsletter.",
    );
  });
});

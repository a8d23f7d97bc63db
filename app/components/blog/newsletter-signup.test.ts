import { describe, expect, it } from "vitest";

import { newsletterSignup } from "../../content/newsletter";
import { emailProblem } from "./newsletter-signup";

const validity = (state: Partial<ValidityState>) => ({
  valueMissing: false,
  valid: true,
  ...state,
});

describe("the newsletter sign-up's e-mail check", () => {
  it("asks for an address when the field is empty", () => {
    expect(emailProblem(validity({ valueMissing: true, valid: false }))).toBe(
      newsletterSignup.errors.missing,
    );
  });

  it("explains the expected form when the browser rejects the address", () => {
    expect(emailProblem(validity({ valid: false }))).toBe(
      newsletterSignup.errors.invalid,
    );
  });

  it("accepts what the browser accepts (the spec checks no more than the input type)", () => {
    expect(emailProblem(validity({}))).toBeNull();
  });

  it("tells the visitor what is left to do after the e-mail app opens", () => {
    expect(newsletterSignup.nextStep("a@b.co.za")).toContain("a@b.co.za");
  });
});

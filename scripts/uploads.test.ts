import { afterAll, describe, expect, it } from "vitest";

import {
  projectWithUploads,
  removeBuilds,
  writeBuild,
} from "./quality/build-test-kit.ts";
import { unusedUploads } from "./vite-plugin-uploads.ts";

afterAll(removeBuilds);

describe("unusedUploads", () => {
  it("names each upload no content names, and only uploads", () => {
    expect(unusedUploads(projectWithUploads())).toEqual([
      "/images/uploads/clients/acme-old.png",
      "/images/uploads/clients/refused.gif",
    ]);
  });

  it("names none in a project without an upload folder", () => {
    expect(unusedUploads(writeBuild({ "content/clients.json": "{}" }))).toEqual(
      [],
    );
  });
});

import { it, expect } from "vitest";
import { contentProblems } from "../../scripts/vite-plugin-content";
it("content", () => { expect(contentProblems(process.cwd())).toEqual([]); }, 120000);

import { ArrowRight, Menu, RotateCw, X } from "lucide-react";
import * as arrowRightModule from "lucide-react/icons/arrow-right";
import * as menuModule from "lucide-react/icons/menu";
import * as rotateCwModule from "lucide-react/icons/rotate-cw";
import * as xModule from "lucide-react/icons/x";
import type { ComponentType, SVGProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import createLucideIcon, { type LucideIconData } from "./lucide-icon";

// Each icon module also exports the data it draws (its type declarations leave it out).
const lean = (module: object) =>
  createLucideIcon((module as { __iconData: LucideIconData }).__iconData);

type Props = SVGProps<SVGSVGElement>;

// Every way the site draws an icon (see the <Icon … /> uses in app/components).
const propsInUse: Props[] = [
  {},
  { className: "size-5" },
  { "aria-hidden": "true", className: "size-6 text-accent" },
  { "aria-hidden": "true", focusable: "false", width: 28, height: 28 },
  { "aria-hidden": "true", className: "size-4", strokeWidth: 3 },
  { role: "img", "aria-label": "Menu" },
];

describe("the lean lucide icon factory", () => {
  const pairs: [string, ComponentType<Props>, ComponentType<Props>][] = [
    ["arrow-right", ArrowRight, lean(arrowRightModule)],
    ["menu", Menu, lean(menuModule)],
    ["rotate-cw", RotateCw, lean(rotateCwModule)],
    ["x", X, lean(xModule)],
  ];
  for (const [name, Lucide, Lean] of pairs) {
    it(`draws ${name} exactly as lucide-react does`, () => {
      for (const props of propsInUse) {
        expect(renderToStaticMarkup(<Lean {...props} />)).toBe(
          renderToStaticMarkup(<Lucide {...props} />),
        );
      }
    });
  }
});

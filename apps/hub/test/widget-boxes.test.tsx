import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { clipBoxes } from "../src/widget/results/boxes.js";
import { MediaPicker } from "../src/widget/inputs/MediaPicker.js";

const item = (label: string, xmin: number, ymin: number, xmax: number, ymax: number) => ({
  label,
  score: 0.9,
  box: { xmin, ymin, xmax, ymax },
});

describe("detection boxes fitted to the image", () => {
  it("cuts a box that reaches past an edge, leaves out one with nothing inside", () => {
    const { shown, dropped, cut } = clipBoxes(
      [
        item("inside", 10, 10, 50, 50),
        item("past the right and bottom", 600, 400, 700, 520),
        item("past the left", -20, 5, 30, 40),
        item("wholly outside", 700, 10, 800, 40),
        item("above", 10, -60, 40, -1),
      ],
      640,
      480,
    );
    expect(shown.map((s) => [s.label, s.box])).toEqual([
      ["inside", { xmin: 10, ymin: 10, xmax: 50, ymax: 50 }],
      ["past the right and bottom", { xmin: 600, ymin: 400, xmax: 640, ymax: 480 }],
      ["past the left", { xmin: 0, ymin: 5, xmax: 30, ymax: 40 }],
    ]);
    expect({ dropped, cut }).toEqual({ dropped: 2, cut: 2 });
  });

  it("leaves out boxes that are empty, backwards or not numbers, and everything on an image of no size", () => {
    const odd = [item("empty", 5, 5, 5, 9), item("backwards", 30, 30, 10, 40), item("NaN", Number.NaN, 0, 4, 4)];
    expect(clipBoxes(odd, 100, 100)).toEqual({ shown: [], dropped: 3, cut: 0 });
    expect(clipBoxes([item("a", 0, 0, 4, 4)], 0, 0)).toEqual({ shown: [], dropped: 1, cut: 0 });
    const edge = clipBoxes([item("touching the edge", 0, 0, 100, 100)], 100, 100);
    expect(edge).toEqual({ shown: [item("touching the edge", 0, 0, 100, 100)], dropped: 0, cut: 0 });
  });
});

describe("sample media is named until asked for", () => {
  const cheetah = { name: "cheetah.png", src: "/media/cheetah.png" };
  const render = (shown: boolean, kind: "image" | "audio", value = cheetah) =>
    renderToStaticMarkup(
      <MediaPicker kind={kind} value={value} onChange={() => undefined} shown={shown} onShow={() => undefined} />,
    );

  it("no image or player (nothing downloaded) before, the file after", () => {
    const before = render(false, "image");
    expect(before).not.toMatch(/<img|<audio/);
    expect(before).toContain("cheetah.png");
    expect(before).toContain("Show image");
    expect(render(true, "image")).toContain('<img src="/media/cheetah.png"');
    const audio = { name: "sample2.wav", src: "/media/sample2.wav" };
    expect(render(false, "audio", audio)).not.toMatch(/<audio/);
    expect(render(true, "audio", audio)).toMatch(/<audio controls="" preload="metadata" src="\/media\/sample2.wav"/);
  });

  it("an upload is on the device already: shown at once", () => {
    expect(render(false, "image", { name: "mine.png", src: "blob:http://app.test/1" })).toContain(
      '<img src="blob:http://app.test/1"',
    );
  });
});

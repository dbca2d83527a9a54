/**
 * jinja2's `lipsum` global, which an environment adds: `env.globals.set("lipsum", lipsum)`. It is not a default global
 * here, unlike jinja2, because its word list would add about 1.1 KB gzipped to every browser bundle of `Template`
 * for a function no chat template calls.
 */

import { TemplateRuntimeError } from "../errors.js";
import { capitalize } from "../pytext.js";
import { index, truthy } from "../runtime/ops.js";
import type { Runtime } from "../runtime/contract.js";
import { Markup, type Builtin } from "../runtime/values.js";
import { pyGlobal } from "./globals.js";

/**
 * jinja2's LOREM_IPSUM_WORDS, in alphabetical order, each written as the length of the prefix it shares with the
 * word before it and the rest ("0a1c2cumsan" is "a ac accumsan").
 */
const LOREM =
  "0a1c2cumsan1d2ipiscing1enean1liquam5et1met1nte1ptent1rcu1t1uctor2gue0bibendum1landit0class1ommodo2ndimentum3gue" +
  "3sectetuer5quat3ubia3vallis1ras1ubilia2m2rabitur4e3sus0dapibus1iam2ctum6st2gnissim2s1olor2nec1ui3s0egestas3t1lei" +
  "fend3mentum2it1nim1rat2os1st1t2iam1u2ismod0facilisi8s2mes2ucibus1elis2rmentum2ugiat1ringilla1usce0gravida0habita" +
  "nt6sse2c1endrerit1ymenaeos0iaculis1d1mperdiet1n2ceptos2teger4rdum1psum0justo0lacinia3us2oreet1ectus2o1ibero2gula" +
  "2tora1obortis2rem1uctus0maecenas2gna4is2lesuada2ssa2ttis2uris1etus1i1olestie3lis2ntes2rbi1us0nam2scetur2toque1ec" +
  "2que2tus1ibh2si3l1on3ummy2stra1ulla5m2nc0odio1rci2nare0parturient1ede2llentesque2natibus2r1haretra3sellus1lacera" +
  "t3tea1orta4titor2suere2tenti1raesent2etium2imis2oin1ulvinar2rus0quam2is4que0rhoncus1idiculus2sus1utrum0sagittis2" +
  "pien1celerisque1ed2m3per2nectus1it1ociis4osqu2dales2llicitudin1uscipit3pendisse0taciti1ellus2mpor4us1incidunt1or" +
  "quent3tor1ristique1urpis0ullamcorper2trices6ies1rna1t0varius1ehicula2l3it2nenatis2stibulum1itae2vamus3erra1olutp" +
  "at1ulputate";

/** Python's random.randrange(start, stop). */
function randrange(start: number, stop: number): number {
  if (start >= stop) {
    throw new TemplateRuntimeError(`empty range for randrange() (${start}, ${stop}, ${stop - start})`);
  }
  return start + Math.floor(Math.random() * (stop - start));
}

/** jinja2's generate_lorem_ipsum: `n` paragraphs of `min` to `max - 1` random words; each word is a step. */
function loremIpsum([n = 5, html = true, min = 20, max = 100]: unknown[], rt: Runtime): unknown {
  let previous = "";
  const words = (LOREM.match(/\d\D+/g) as string[]).map(
    (w) => (previous = previous.slice(0, +(w[0] as string)) + w.slice(1)),
  );
  const paragraphs: string[] = [];
  for (let i = index(n); i > 0; i--) {
    const length = randrange(index(min), index(max));
    rt.spend(length + 1);
    let [text, last, lastComma, lastFullstop] = ["", -1, 0, 0];
    for (let idx = 0; idx < length; idx++) {
      // Any word but the last one, uniformly: jinja2 draws until the word differs, which has no bound
      // (a Math.random that repeats itself would never end it); this draws once and skips the last.
      let at = randrange(0, last < 0 ? words.length : words.length - 1);
      if (last >= 0 && at >= last) at++;
      last = at;
      let word = words[at] as string;
      // The first word and the one after a full stop are capitalised.
      if (!text || text.endsWith(".")) word = capitalize(word);
      if (idx - randrange(3, 8) > lastComma) {
        lastComma = idx;
        lastFullstop += 2;
        word += ",";
      }
      if (idx - randrange(10, 20) > lastFullstop) {
        lastComma = lastFullstop = idx;
        word += ".";
      }
      text += (text ? " " : "") + word;
    }
    // The paragraph ends with a full stop (in place of a comma).
    paragraphs.push(text.replace(/[,.]?$/, "."));
  }
  // The words need no HTML escaping.
  const out = truthy(html) ? paragraphs.map((p) => `<p>${p}</p>`).join("\n") : paragraphs.join("\n\n");
  rt.grow(out.length);
  return truthy(html) ? new Markup(out) : out;
}

/** jinja2's `lipsum(n=5, html=True, min=20, max=100)`, as a global to add to an environment. */
export const lipsum: Builtin = pyGlobal("generate_lorem_ipsum(n= html= min= max=)", loremIpsum);

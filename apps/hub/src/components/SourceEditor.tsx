import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { HighlightStyle, StreamLanguage, syntaxHighlighting } from "@codemirror/language";
import { json } from "@codemirror/legacy-modes/mode/javascript";
import { jinja2 } from "@codemirror/legacy-modes/mode/jinja2";
import { EditorState, StateEffect, StateField, type Extension } from "@codemirror/state";
import {
  Decoration,
  EditorView,
  drawSelection,
  highlightActiveLine,
  keymap,
  lineNumbers,
  type DecorationSet,
} from "@codemirror/view";
import { tags } from "@lezer/highlight";
import { useEffect, useRef } from "react";
import type { EditorError, SourceEditorProps } from "./editor-types.js";

const LANGUAGES: Record<SourceEditorProps["language"], Extension> = {
  jinja: StreamLanguage.define(jinja2),
  json: StreamLanguage.define(json),
};

/** Token colours from the stylesheet's custom properties, so both themes apply. */
const highlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.controlKeyword, tags.operatorKeyword], color: "var(--syntax-keyword)" },
  { tag: [tags.string, tags.special(tags.string)], color: "var(--syntax-string)" },
  { tag: [tags.number, tags.bool, tags.atom, tags.null], color: "var(--syntax-number)" },
  { tag: [tags.comment, tags.lineComment, tags.blockComment], color: "var(--syntax-comment)", fontStyle: "italic" },
  { tag: [tags.variableName, tags.propertyName], color: "var(--syntax-variable)" },
  { tag: [tags.bracket, tags.meta, tags.tagName], color: "var(--syntax-tag)" },
  { tag: [tags.operator, tags.punctuation], color: "var(--syntax-operator)" },
]);

/**
 * The editor's look. It lives in a shadow root (see below), where the page's stylesheet does not reach, so every
 * rule is here; colours are the page's custom properties, which do cross into it.
 */
const theme = EditorView.theme({
  "&": {
    backgroundColor: "var(--surface)",
    color: "var(--text)",
    fontSize: "13px",
    height: "calc(var(--rows) * 1.55em + 20px)",
  },
  ".cm-content": { fontFamily: "var(--mono)", caretColor: "var(--text)" },
  ".cm-gutters": { backgroundColor: "var(--surface-2)", color: "var(--text-2)", border: "none" },
  ".cm-activeLine": { backgroundColor: "var(--active-line)" },
  "&.cm-focused .cm-selectionBackground, .cm-selectionBackground": { backgroundColor: "var(--selection)" },
  "&.cm-focused": { outline: "none" },
  ".cm-scroller": { fontFamily: "var(--mono)", lineHeight: "1.55" },
  ".cm-error-line": { backgroundColor: "var(--danger-soft)" },
  ".cm-error-mark": {
    textDecoration: "wavy underline var(--danger)",
    textDecorationSkipInk: "none",
    textUnderlineOffset: "3px",
    backgroundColor: "var(--danger-mark)",
  },
});

const setError = StateEffect.define<EditorError | undefined>();
const errorMark = Decoration.mark({ class: "cm-error-mark" });
const errorLine = Decoration.line({ class: "cm-error-line" });

/** The error's place in the text: its span, else from its column to the end of the word, else its whole line. */
function errorRange(state: EditorState, error: EditorError): { from: number; to: number; line: number } | undefined {
  const doc = state.doc;
  if (error.line < 1 || error.line > doc.lines) return undefined;
  const line = doc.line(error.line);
  if (error.span !== undefined) {
    const from = Math.min(Math.max(0, error.span.from), doc.length);
    const to = Math.min(Math.max(from, error.span.to), doc.length);
    return { from, to: Math.max(to, Math.min(from + 1, doc.length)), line: error.line };
  }
  if (error.column === undefined) return { from: line.from, to: line.to, line: error.line };
  const from = Math.min(line.from + Math.max(0, error.column - 1), line.to);
  const word = /^\S+/.exec(line.text.slice(from - line.from))?.[0].length ?? 1;
  return { from, to: Math.min(line.to, from + word) || from, line: error.line };
}

/** Marks the text an error points at (and its line), until the next error or none. */
const errorField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = marks.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (!effect.is(setError)) continue;
      const range = effect.value === undefined ? undefined : errorRange(transaction.state, effect.value);
      if (range === undefined) next = Decoration.none;
      else {
        const line = transaction.state.doc.line(range.line);
        const ranges = [errorLine.range(line.from)];
        if (range.to > range.from) ranges.push(errorMark.range(range.from, range.to));
        next = Decoration.set(ranges, true);
      }
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** CodeMirror 6 with Jinja or JSON highlighting, loaded on demand by CodeEditor. */
export default function SourceEditor({
  label,
  value,
  onChange,
  error,
  rows,
  describedBy,
  language,
}: SourceEditorProps & { label: string }) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | undefined>(undefined);
  // The editor's listener calls the latest onChange without the editor being made again.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  // Texts the editor reported that have not come back as `value` yet. The page's state follows the editor a render
  // behind: a key typed before the effect below runs would be undone if that older text were taken for a new one.
  const unacknowledged = useRef<string[]>([]);

  useEffect(() => {
    if (host.current === null) return;
    // In a shadow root CodeMirror installs its styles as constructed stylesheets, which the page's CSP allows; in
    // the document it would add <style> elements, which `style-src 'self'` blocks.
    const root = host.current.shadowRoot ?? host.current.attachShadow({ mode: "open" });
    const editor = new EditorView({
      root,
      parent: root,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          drawSelection(),
          highlightActiveLine(),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          LANGUAGES[language],
          syntaxHighlighting(highlight),
          theme,
          errorField,
          EditorView.lineWrapping,
          // Focusable by name as well as by being editable, so checkers see that its scroll area can be reached.
          EditorView.contentAttributes.of({ tabindex: "0" }),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return;
            const text = update.state.doc.toString();
            unacknowledged.current.push(text);
            onChangeRef.current(text);
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = undefined;
    };
    // The editor is made once; value and error reach it through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A new text from outside (a model's template loaded, the formatter) replaces the document; the editor's own
  // texts coming back, in the order it reported them, do not.
  useEffect(() => {
    const editor = view.current;
    if (editor === undefined) return;
    const echoed = unacknowledged.current.indexOf(value);
    if (echoed !== -1) {
      unacknowledged.current.splice(0, echoed + 1);
      return;
    }
    unacknowledged.current = [];
    if (editor.state.doc.toString() === value) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    // The replacement itself was reported through the listener; it is the page's own text, not one to wait for.
    unacknowledged.current = [];
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: setError.of(error) });
  }, [error?.line, error?.column, error?.span?.from, error?.span?.to, value]); // eslint-disable-line react-hooks/exhaustive-deps

  // The editable element carries the field's name and state for assistive technology (by value: id references
  // do not cross the shadow root).
  useEffect(() => {
    const content = view.current?.contentDOM;
    if (content === undefined) return;
    content.setAttribute("aria-label", label);
    content.setAttribute("aria-multiline", "true");
    content.setAttribute("aria-invalid", String(error !== undefined));
    const described = describedBy === undefined ? null : document.getElementById(describedBy);
    if (described !== null) content.setAttribute("aria-description", described.textContent ?? "");
    else content.removeAttribute("aria-description");
  }, [label, error, describedBy]);

  return <div className="source-editor" ref={host} style={{ ["--rows" as string]: rows }} />;
}

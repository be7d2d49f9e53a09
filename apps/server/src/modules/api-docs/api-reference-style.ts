/**
 * The reference page's stylesheet, served from our own origin because the CSP (`style-src 'self'`)
 * refuses inline styles. A TypeScript string rather than a .css file, so the server bundle carries it.
 */
export const API_REFERENCE_STYLE = `
:root { color-scheme: light; --ink: #1f2430; --muted: #5b6275; --line: #d9dce3; --panel: #f6f7f9; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: var(--ink); background: #fff; }
header, main { max-width: 960px; margin: 0 auto; padding: 0 1.25rem; }
header { padding-top: 2rem; border-bottom: 1px solid var(--line); }
h1 { margin: 0 0 .25rem; font-size: 1.9rem; }
h2 { margin: 2rem 0 .25rem; font-size: 1.4rem; }
h4 { margin: 1rem 0 .25rem; font-size: .95rem; }
.meta, .media { color: var(--muted); font-size: .9rem; }
a { color: #1d4ed8; }
code, pre { font: .875rem/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
pre { margin: .25rem 0 .75rem; padding: .75rem; white-space: pre-wrap; overflow-wrap: anywhere; background: var(--panel);
  border: 1px solid var(--line); border-radius: 6px; }
nav ul { display: flex; flex-wrap: wrap; gap: .25rem 1rem; padding: 0; list-style: none; }
.operation { margin: .5rem 0; border: 1px solid var(--line); border-radius: 8px; }
.operation > summary { display: flex; flex-wrap: wrap; align-items: center; gap: .25rem .75rem;
  padding: .5rem .75rem; cursor: pointer; }
.operation[open] > summary { border-bottom: 1px solid var(--line); background: var(--panel); }
.operation-body { padding: 0 .75rem .5rem; }
.path { overflow-wrap: anywhere; }
.operation-summary { flex: 1; min-width: 12rem; color: var(--muted); }
.operation-body > p code { white-space: nowrap; }
.method { min-width: 4.5rem; padding: .1rem .4rem; border-radius: 4px; color: #fff;
  font: 700 .8rem/1.4 ui-monospace, monospace; text-align: center; }
.method-get { background: #1d6fb8; }
.method-post { background: #1b7f4b; }
.method-put, .method-patch { background: #9a5b00; }
.method-delete { background: #b42318; }
.access { padding: .05rem .5rem; border: 1px solid var(--line); border-radius: 999px;
  color: var(--muted); font-size: .8rem; white-space: nowrap; }
.access-student, .access-teacher, .access-signed-in { border-color: #9a5b00; color: #7a4700; }
table { border-collapse: collapse; width: 100%; font-size: .9rem; }
th, td { padding: .3rem .5rem; border-bottom: 1px solid var(--line); text-align: left;
  vertical-align: top; }
.responses { margin: 0; padding: 0; list-style: none; }
.responses > li > p { margin: .5rem 0 .25rem; }
.statuses { display: flex; flex-wrap: wrap; gap: .25rem 1.25rem; }
.status-item { white-space: nowrap; }
.status { display: inline-block; min-width: 2.75rem; font: 700 .85rem ui-monospace, monospace; }
.status-ok { color: #1b7f4b; }
.status-error { color: #b42318; }
main { padding-bottom: 3rem; }
`;

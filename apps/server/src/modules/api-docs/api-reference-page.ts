import type { OpenAPIV3_1 } from 'openapi-types';
import { schemaText, type JsonSchema } from './schema-text';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type Operation = OpenAPIV3_1.OperationObject<{ 'x-access'?: string }>;

interface Entry {
  method: (typeof METHODS)[number];
  path: string;
  operation: Operation;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** The descriptions use Markdown's `code` spans only. */
function proseHtml(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** No document here holds `$ref`s (the contract registers no schema ids), so everything is inline. */
const schemaOf = (value: unknown): JsonSchema =>
  typeof value === 'object' && value !== null ? value : {};

function schemaBlock(schema: unknown): string {
  return `<pre><code>${escapeHtml(schemaText(schemaOf(schema)))}</code></pre>`;
}

function parametersHtml(operation: Operation): string {
  const parameters = (operation.parameters ?? []).filter(
    (parameter): parameter is OpenAPIV3_1.ParameterObject => 'in' in parameter,
  );
  if (parameters.length === 0) return '';
  const rows = parameters.map(
    (parameter) =>
      `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${parameter.in}</td>` +
      `<td>${parameter.required ? 'required' : 'optional'}</td>` +
      `<td><code>${escapeHtml(schemaText(schemaOf(parameter.schema)))}</code></td></tr>`,
  );
  return (
    '<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th></th><th>Type</th></tr>' +
    `</thead><tbody>${rows.join('')}</tbody></table>`
  );
}

function requestBodyHtml(operation: Operation): string {
  const body = operation.requestBody;
  if (!body || !('content' in body)) return '';
  return Object.entries(body.content)
    .map(
      ([mediaType, media]) =>
        `<h4>Request body <span class="media">${escapeHtml(mediaType)}</span></h4>` +
        schemaBlock(media.schema),
    )
    .join('');
}

/** Statuses answering the same body (every error is `{ error, code }`) share one schema block. */
function responsesHtml(operation: Operation): string {
  const groups = new Map<string, { statuses: string[]; content: [string, unknown][] }>();
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const description = ('description' in response ? response.description : undefined) ?? '';
    const content = Object.entries(('content' in response ? response.content : undefined) ?? {});
    const kind = status.startsWith('2') || status.startsWith('3') ? 'ok' : 'error';
    const key = JSON.stringify(content);
    const group = groups.get(key) ?? { statuses: [], content };
    group.statuses.push(
      `<span class="status-item"><span class="status status-${kind}">${escapeHtml(status)}</span>` +
        `${escapeHtml(description)}</span>`,
    );
    groups.set(key, group);
  }
  const items = [...groups.values()].map(({ statuses, content }) => {
    const bodies = content.map(
      ([mediaType, media]) =>
        `<span class="media">${escapeHtml(mediaType)}</span>` +
        schemaBlock((media as OpenAPIV3_1.MediaTypeObject).schema),
    );
    return `<li><p class="statuses">${statuses.join(' ')}</p>${bodies.join('')}</li>`;
  });
  return `<h4>Responses</h4><ul class="responses">${items.join('')}</ul>`;
}

function operationHtml({ method, path, operation }: Entry): string {
  const access = operation['x-access'] ?? 'public';
  return (
    `<details id="${slug(`${method} ${path}`)}" class="operation">` +
    `<summary><span class="method method-${method}">${method.toUpperCase()}</span> ` +
    `<code class="path">${escapeHtml(path)}</code>` +
    // In the line that stays visible, so the closed list reads as a table of contents.
    `<span class="operation-summary">${proseHtml(operation.summary ?? '')}</span>` +
    `<span class="access access-${slug(access)}">${escapeHtml(access)}</span></summary>` +
    '<div class="operation-body">' +
    `<p>${proseHtml(operation.description ?? '')}</p>` +
    parametersHtml(operation) +
    requestBodyHtml(operation) +
    responsesHtml(operation) +
    '</div></details>'
  );
}

function entriesOf(document: OpenAPIV3_1.Document): Entry[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      return operation ? [{ method, path, operation: operation }] : [];
    }),
  );
}

/**
 * The API reference as one static HTML page built from the OpenAPI document: no script and no
 * inline style, so it renders under the app's strict CSP. Operations open as `<details>`.
 */
export function apiReferencePage(
  document: OpenAPIV3_1.Document,
  links: { stylesheet: string; document: string },
): string {
  const entries = entriesOf(document);
  const tags = (document.tags ?? []).filter((tag) =>
    entries.some((entry) => entry.operation.tags?.includes(tag.name)),
  );
  const sections = tags.map((tag) => {
    const operations = entries.filter((entry) => entry.operation.tags?.includes(tag.name));
    return (
      `<section id="${slug(tag.name)}"><h2>${escapeHtml(tag.name)}</h2>` +
      `<p>${proseHtml(tag.description ?? '')}</p>${operations.map(operationHtml).join('')}</section>`
    );
  });
  const contents = tags.map(
    (tag) => `<li><a href="#${slug(tag.name)}">${escapeHtml(tag.name)}</a></li>`,
  );
  const title = `${document.info.title} reference`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(links.stylesheet)}">
</head>
<body>
<header>
<h1>${escapeHtml(title)}</h1>
<p class="meta">OpenAPI ${escapeHtml(document.openapi)} · version ${escapeHtml(document.info.version)} · ${entries.length} operations ·
<a href="${escapeHtml(links.document)}">${escapeHtml(links.document)}</a></p>
<p>${proseHtml(document.info.description ?? '')}</p>
<nav aria-label="Modules"><ul>${contents.join('')}</ul></nav>
</header>
<main>
${sections.join('\n')}
</main>
</body>
</html>
`;
}

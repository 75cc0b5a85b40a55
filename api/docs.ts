// /docs: interactive documentation rendered from openapi.yaml into one self-contained HTML page
// (inline style and script, nothing fetched from elsewhere), so it works on machines without internet.
import { parse } from 'yaml';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a parsed YAML document walked by key; openapi.yaml itself is linted by redocly
type Json = Record<string, any>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function esc(text: unknown): string {
  return String(text ?? '').replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function refName(ref: string): string {
  return ref.slice(ref.lastIndexOf('/') + 1);
}

/** A short type expression for a schema, linking component names. */
function typeOf(schema: Json | undefined): string {
  if (!schema) return '';
  if (schema.$ref) return `<a href="#schema-${esc(refName(schema.$ref))}">${esc(refName(schema.$ref))}</a>`;
  if (schema.const !== undefined) return `<code>${esc(JSON.stringify(schema.const))}</code>`;
  if (schema.enum) return schema.enum.map((v: unknown) => `<code>${esc(v)}</code>`).join(' | ');
  if (schema.oneOf) return schema.oneOf.map(typeOf).join(' | ');
  if (schema.type === 'array') return `${typeOf(schema.items)}[]`;
  if (Array.isArray(schema.type)) return schema.type.map(esc).join(' | ');
  if (schema.type === 'object' && schema.additionalProperties) return `map of ${typeOf(schema.additionalProperties)}`;
  return esc(schema.type ?? 'any');
}

function exampleOf(schema: Json | undefined): unknown {
  if (!schema) return undefined;
  if (schema.examples?.length) return schema.examples[0];
  return undefined;
}

/** An example request body: the schema's own, else one assembled from its fields' examples. */
function exampleBody(spec: Json, schema: Json | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return undefined;
  if (schema.$ref) return exampleBody(spec, spec.components.schemas[refName(schema.$ref)], depth);
  const own = exampleOf(schema) ?? schema.const;
  if (own !== undefined) return own;
  if (schema.oneOf) return exampleBody(spec, schema.oneOf[0], depth + 1);
  if (!schema.properties) return undefined;
  const out: Json = {};
  for (const [name, prop] of Object.entries<Json>(schema.properties)) {
    const value = exampleBody(spec, prop, depth + 1);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** The little Markdown the contract's descriptions use: **bold** and `code`. */
function prose(text: unknown): string {
  return esc(text)
    .replace(/\*\*(.+?)\*\*/g, '<b>$1</b>')
    .replace(/`(.+?)`/g, '<code>$1</code>');
}

function schemaTable(name: string, schema: Json): string {
  const head = `<h3 id="schema-${esc(name)}">${esc(name)}</h3><p>${prose(schema.description)}</p>`;
  if (!schema.properties) return `${head}<p>Type: ${typeOf(schema)}</p>`;
  const required = new Set<string>(schema.required ?? []);
  const rows = Object.entries<Json>(schema.properties)
    .map(([prop, s]) => {
      const ex = exampleOf(s);
      return `<tr><td><code>${esc(prop)}</code>${required.has(prop) ? ' <b>*</b>' : ''}</td><td>${typeOf(s)}</td><td>${prose(s.description)}</td><td>${ex === undefined ? '' : `<code>${esc(JSON.stringify(ex))}</code>`}</td></tr>`;
    })
    .join('');
  return `${head}<table><tr><th>field</th><th>type</th><th>meaning</th><th>example</th></tr>${rows}</table>`;
}

function resolveParam(spec: Json, p: Json): Json {
  return p.$ref ? spec.components.parameters[refName(p.$ref)] : p;
}

function operationBlock(spec: Json, path: string, method: string, op: Json, shared: Json[]): string {
  const params = [...shared, ...(op.parameters ?? [])].map((p) => resolveParam(spec, p));
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const bodyExample = exampleBody(spec, bodySchema);
  const inputs = params
    .map(
      (p) =>
        `<label>${esc(p.in)} <code>${esc(p.name)}</code>${p.required ? ' *' : ''} <input data-in="${esc(p.in)}" name="${esc(p.name)}" placeholder="${esc(exampleOf(p.schema) ?? '')}"></label> <small>${esc(p.description)}</small><br>`,
    )
    .join('');
  const body = bodySchema
    ? `<label>body (${typeOf(bodySchema)})<br><textarea name="body" rows="8">${esc(bodyExample === undefined ? '{}' : JSON.stringify(bodyExample, null, 2))}</textarea></label><br>`
    : '';
  const responses = Object.entries<Json>(op.responses ?? {})
    .map(([code, r]) => {
      const resolved = r.$ref ? spec.components.responses[refName(r.$ref)] : r;
      const schema = Object.values<Json>(resolved.content ?? {})[0]?.schema;
      return `<li><b>${esc(code)}</b> ${prose(resolved.description)} ${schema ? typeOf(schema) : ''}</li>`;
    })
    .join('');
  return `<details id="op-${esc(op.operationId)}"><summary><span class="m ${method}">${method.toUpperCase()}</span> <code>${esc(path)}</code> ${esc(op.summary)}</summary>
<p>${prose(op.description)}</p><ul>${responses}</ul>
<form class="try" data-method="${method.toUpperCase()}" data-path="${esc(path)}">${inputs}${body}<button>Send</button><pre class="out"></pre></form></details>`;
}

export function renderDocs(specText: string): string {
  const spec = parse(specText) as Json;
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries<Json>(spec.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push(operationBlock(spec, path, method, op, item.parameters ?? []));
    }
  }
  const sections = (spec.tags ?? []).map((t: Json) => `<h2>${esc(t.name)}</h2><p>${prose(t.description)}</p>${(byTag.get(t.name) ?? []).join('')}`).join('');
  const schemas = Object.entries<Json>(spec.components?.schemas ?? {})
    .map(([name, s]) => schemaTable(name, s))
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(spec.info.title)}</title>
<style>body{font:14px/1.45 system-ui,sans-serif;max-width:70rem;margin:2rem auto;padding:0 1rem;color:#222}
code{background:#f3f3f3;padding:0 .2em}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ddd;padding:.25em .5em;text-align:left;vertical-align:top}
details{border:1px solid #ddd;margin:.4em 0;padding:.4em}.m{display:inline-block;width:4.5em;font-weight:bold}.get{color:#07a}.post{color:#080}.delete{color:#b00}
textarea{width:100%;font-family:monospace}pre.out{background:#f7f7f7;max-height:30em;overflow:auto;white-space:pre-wrap}</style></head><body>
<h1>${esc(spec.info.title)} <small>protocol ${esc(spec.info.version)}</small></h1>
<p>${prose(spec.info.description).replace(/\n\n/g, '</p><p>')}</p><p>The contract: <a href="openapi.yaml">openapi.yaml</a>. Fields marked * are required.</p>
${sections}<h2>Schemas</h2>${schemas}
<script>
for (const form of document.querySelectorAll('form.try')) {
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    const out = form.querySelector('.out');
    let path = form.dataset.path;
    const query = new URLSearchParams();
    for (const input of form.querySelectorAll('input')) {
      if (!input.value) continue;
      if (input.dataset.in === 'path') path = path.replace('{' + input.name + '}', encodeURIComponent(input.value));
      else query.set(input.name, input.value);
    }
    const text = form.querySelector('textarea')?.value;
    const init = { method: form.dataset.method, headers: text ? { 'content-type': 'application/json' } : {}, body: text || undefined };
    const started = performance.now();
    try {
      const res = await fetch(path.replace(/^\\//, '') + (query.size ? '?' + query : ''), init);
      const body = await res.text();
      let shown = body;
      try { shown = JSON.stringify(JSON.parse(body), null, 2); } catch {}
      out.textContent = res.status + ' ' + res.statusText + ' (' + Math.round(performance.now() - started) + ' ms)\\n' + shown;
    } catch (err) { out.textContent = String(err); }
  });
}
</script></body></html>`;
}

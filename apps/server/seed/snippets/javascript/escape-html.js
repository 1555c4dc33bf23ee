const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Escapes text for safe insertion into HTML element content or a quoted attribute.
 * Prefer `textContent` when you can; use this when building HTML strings on a server.
 */
function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

const comment = '<img src=x onerror="alert(1)"> & friends';
const safe = escapeHtml(comment);
if (safe.includes('<') || safe.includes('"')) throw new Error('not escaped');
console.log(safe);

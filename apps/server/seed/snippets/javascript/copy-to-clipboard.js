/**
 * Copies text in the browser. The async Clipboard API needs a secure context (HTTPS or
 * localhost); on a plain-HTTP address it is missing, so fall back to a hidden textarea
 * and document.execCommand('copy'), which still works inside a click handler.
 */
async function copyText(text, doc = globalThis.document, nav = globalThis.navigator) {
  if (nav?.clipboard?.writeText) {
    await nav.clipboard.writeText(text);
    return;
  }
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.appendChild(area);
  area.select();
  const copied = doc.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('Copy was refused by the browser.');
}

// Example outside a browser: a stand-in clipboard shows which path runs.
const written = [];
copyText('npm test', undefined, { clipboard: { writeText: async (text) => written.push(text) } }).then(() => {
  if (written[0] !== 'npm test') throw new Error('not copied');
  console.log('copied:', written[0]);
});

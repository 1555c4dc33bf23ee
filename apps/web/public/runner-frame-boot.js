// The runner frame's loader (runner-frame.html): the frame's script has a content hash in its
// built name, so the page passes its path as ?script=. Only a path on this server is taken, and
// the frame's Content-Security-Policy allows no script from anywhere else.
const script = new URLSearchParams(location.search).get('script');
if (script && /^\/[\w\-./?&=]+$/.test(script) && !script.startsWith('//')) {
  import(new URL(script, location.href).href).catch((error) => {
    window.parent.postMessage({ type: 'load-error', message: String(error) }, location.origin);
  });
}

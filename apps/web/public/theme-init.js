// Runs before first paint (an external file, so the Content-Security-Policy needs no inline script):
// applies the saved theme, or the system's, so the page never flashes the wrong colours.
(function () {
  try {
    var saved = localStorage.getItem('hammurabi-theme');
    var dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    /* storage may be blocked; the system theme applies through CSS */
  }
})();

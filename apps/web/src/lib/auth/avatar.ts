/** FNV-1a: a small, stable hash of a string. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/**
 * A deterministic 5×5 symmetric identicon for a user id, as an SVG data: URI. Generated in
 * the browser, so no avatar service learns who looks at which profile.
 */
export function identiconDataUri(seed: string): string {
  let bits = hash(seed);
  const hue = hash(`${seed}:hue`) % 360;
  const cells: string[] = [];
  for (let column = 0; column < 3; column++) {
    for (let row = 0; row < 5; row++) {
      const on = (bits & 1) === 1;
      bits = bits >>> 1 || hash(`${seed}:${column}:${row}`);
      if (!on) continue;
      cells.push(`<rect x="${column}" y="${row}" width="1" height="1"/>`);
      if (column < 2) cells.push(`<rect x="${4 - column}" y="${row}" width="1" height="1"/>`);
    }
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-0.5 -0.5 6 6" shape-rendering="crispEdges">` +
    `<rect x="-0.5" y="-0.5" width="6" height="6" fill="hsl(${hue} 40% 94%)"/>` +
    `<g fill="hsl(${hue} 55% 45%)">${cells.join('')}</g></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** The user's avatar URL, or their identicon when they have none. */
export function avatarFor(user: { id: string; avatarUrl?: string | null }): string {
  return user.avatarUrl || identiconDataUri(user.id);
}

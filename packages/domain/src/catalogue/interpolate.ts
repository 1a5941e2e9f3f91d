const PLACEHOLDER = /\{([A-Za-z_:]+)\}/g;

/** Fills `{name}` placeholders; an unknown placeholder stays as it is so a missing value shows. */
export function interpolate(
  text: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

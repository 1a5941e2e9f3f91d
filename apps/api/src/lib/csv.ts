/**
 * CSV as RFC 4180 writes it: fields separated by commas, records ended by CRLF; a field holding a
 * comma, a double quote, CR or LF is enclosed in double quotes, its quotes doubled. Other fields
 * go as they are (an empty string is an empty field).
 */
export function csvRecord(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

function csvField(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

/**
 * Free text someone else may have written (a memo), made inert for spreadsheets: one starting
 * with =, +, -, @, a tab or CR would run as a formula when the file is opened (CSV injection,
 * OWASP), so it gets a leading apostrophe, which spreadsheets show as text.
 */
export function spreadsheetText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const BOM = '\uFEFF';

/** Saves a blob as a file, the way a download link does: nothing of it goes in a URL but the blob's own. */
export function saveBlob(name: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A CSV the API wrote. It sends a BOM so spreadsheets read UTF-8; reading the body as text drops it, so it is put back. */
export function saveCsv(name: string, csv: string) {
  saveBlob(name, new Blob([csv.startsWith(BOM) ? csv : `${BOM}${csv}`], { type: 'text/csv;charset=utf-8' }));
}

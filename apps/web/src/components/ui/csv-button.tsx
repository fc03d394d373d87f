import { Button } from './button';

/** 'Baixar CSV': a statement's download, busy while the API writes it. */
export function CsvButton({ busy, onClick }: { busy: boolean; onClick(): void }) {
  return (
    <Button variant="secondary" loading={busy} disabled={busy} onClick={onClick}>
      Baixar CSV
    </Button>
  );
}

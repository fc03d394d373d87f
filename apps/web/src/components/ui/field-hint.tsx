import field from './field.module.css';

/** The small print under a field; its control names `id` in aria-describedby. */
export function FieldHint({ id, hint }: { id: string | undefined; hint: string | undefined }) {
  return hint ? (
    <p id={id} className={field.hint}>
      {hint}
    </p>
  ) : null;
}

import { SelectField } from '#web/components/ui/select-field.tsx';
import { useGetDependantsQuery } from '#web/lib/api/family.ts';

const OWN = 'titular';

/** 'Para quem é o atendimento?': the titular or a dependant; shown only to a titular with dependants. */
export default function PersonPicker({
  value,
  onChange,
  ownNumber,
}: {
  value: string | undefined;
  onChange(personId?: string): void;
  /** The signed-in person's member number, when known: a dependant's is in the list. */
  ownNumber: string | undefined;
}) {
  const { data } = useGetDependantsQuery();
  const items = data?.items ?? [];
  if (!ownNumber || items.length === 0 || items.some((item) => item.memberNumber === ownNumber)) return null;
  return (
    <SelectField
      label="Para quem é o atendimento?"
      name="pessoa"
      value={value ?? OWN}
      options={[{ value: OWN, label: 'Para mim' }, ...items.map((item) => ({ value: item.id, label: item.nome }))]}
      onChange={(picked) => onChange(picked === OWN ? undefined : picked)}
    />
  );
}

import { RadioGroup } from '#web/components/ui/radio-group.tsx';
import { useGetDependantsQuery } from '#web/lib/api/family.ts';
import { useGetMemberCardQuery } from '#web/lib/api/membership.ts';

const OWN = 'titular';

/** A titular's choice of whose card shows (a child has no sign-in); a dependant sees only themself, no switcher. */
export default function CardSwitcher({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange(pessoa?: string): void;
}) {
  const { data } = useGetDependantsQuery();
  // The person's own card (cached with the screen's): a dependant's own number is in the list.
  const own = useGetMemberCardQuery().data?.memberNumber;
  const items = data?.items ?? [];
  if (!own || items.length === 0 || items.some((item) => item.memberNumber === own)) return null;
  const options = [
    { value: OWN, label: 'Minha carteirinha' },
    ...items.map((item) => ({ value: item.id, label: item.nome })),
  ];
  return (
    <RadioGroup
      legend="De quem é a carteirinha"
      name="pessoa"
      layout="column"
      value={value ?? OWN}
      options={options}
      onChange={(picked) => onChange(picked === OWN ? undefined : picked)}
    />
  );
}

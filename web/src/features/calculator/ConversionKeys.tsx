import { Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import type { Conversion, ConversionGroup } from '@fiz/core/calculator';

function byGroup(conversions: readonly Conversion[]): Map<ConversionGroup, Conversion[]> {
  const groups = new Map<ConversionGroup, Conversion[]>();
  for (const conversion of conversions) {
    groups.set(conversion.group, [...(groups.get(conversion.group) ?? []), conversion]);
  }
  return groups;
}

/** Shows 'kg → lb' and is named 'kg to lb', so speech control can say what it sees. */
function ConversionKey({ conversion, onConvert }: { conversion: Conversion; onConvert: (id: string) => void }) {
  return (
    <UnstyledButton className="fiz-calc-key" data-tone="convert" onClick={() => onConvert(conversion.id)}>
      {/* One inline run of text: as flex items, the spaces around the arrow would be dropped. */}
      <span>
        {conversion.from.label}
        <span aria-hidden="true"> → </span>
        <VisuallyHidden> to </VisuallyHidden>
        {conversion.to.label}
      </span>
    </UnstyledButton>
  );
}

function GroupKeys(props: { group: ConversionGroup; conversions: Conversion[]; onConvert: (id: string) => void }) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="fiz-calc-group">
      <Text id={labelId} className="fiz-calc-group-label">
        {props.group}
      </Text>
      <div className="fiz-calc-conversion-grid">
        {props.conversions.map((conversion) => (
          <ConversionKey key={conversion.id} conversion={conversion} onConvert={props.onConvert} />
        ))}
      </div>
    </div>
  );
}

/** The conversion keys in their groups: Weight, Length, Temperature, Volume and (desktop) Kitchen extras. */
export function ConversionKeys(props: { conversions: readonly Conversion[]; onConvert: (id: string) => void }) {
  return [...byGroup(props.conversions)].map(([group, conversions]) => (
    <GroupKeys key={group} group={group} conversions={conversions} onConvert={props.onConvert} />
  ));
}

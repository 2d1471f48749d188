import { UnstyledButton } from '@mantine/core';
import type { CalculatorKey } from '@fiz/core/calculator';
import { KEYPAD, type KeypadKey } from './keypad';

function KeyFace({ face }: { face: KeypadKey['face'] }) {
  if (typeof face === 'string') return face;
  const Icon = face;
  return <Icon size={26} stroke={1.8} aria-hidden />;
}

export function Keypad({ onPress }: { onPress: (key: CalculatorKey) => void }) {
  return (
    <div className="fiz-calc-keypad" role="group" aria-label="Keypad">
      {KEYPAD.map((keypadKey) => (
        <UnstyledButton
          key={keypadKey.name}
          className="fiz-calc-key"
          data-tone={keypadKey.tone}
          data-span={keypadKey.span}
          aria-label={keypadKey.name}
          onClick={() => onPress(keypadKey.key)}
        >
          <KeyFace face={keypadKey.face} />
        </UnstyledButton>
      ))}
    </div>
  );
}

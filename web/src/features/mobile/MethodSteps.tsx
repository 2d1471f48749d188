import { Text } from '@mantine/core';
import { splitMethod } from '@fiz/core/method';

/** Spec 2.4 and 4.2: the method as numbered steps, split at full stops, bars and line breaks. */
export function MethodSteps({ method }: { method: string }) {
  const steps = splitMethod(method);
  if (steps.length === 0) return <Text>No method provided.</Text>;
  return (
    <ol className="fiz-mobile-steps">
      {steps.map((step, index) => (
        <li key={index}>{step}</li>
      ))}
    </ol>
  );
}

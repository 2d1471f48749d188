import { Text } from '@mantine/core';
import { splitMethod } from '@fiz/core/method';

/**
 * Spec 2.4 and 4.2: the method as numbered steps, split at full stops, bars and line breaks. Each step takes the
 * direction of its own words, so one in Hebrew or Arabic reads from the right, numbered there.
 */
export function MethodSteps({ method }: { method: string }) {
  const steps = splitMethod(method);
  if (steps.length === 0) return <Text>No method provided.</Text>;
  return (
    <ol className="fiz-mobile-steps">
      {steps.map((step, index) => (
        <li key={index} dir="auto">
          {step}
        </li>
      ))}
    </ol>
  );
}

import { Text } from '@mantine/core';
import { Page } from '../../components/ui/Page';
import { Calculator } from '../../features/calculator/Calculator';

/** Spec 2.3 Conversions: the desktop calculator-converter, with the US/Metric toggle and the kitchen extras. */
export function ConversionsPage() {
  return (
    <Page title="Kitchen Conversions">
      <Text maw={900}>
        Work out a sum, then turn it into another unit with a conversion key; a sum not yet finished is worked out
        first, so 0 − 18 then °C → °F gives the freezer in °F. The toggle sets cups and tablespoons to US sizes (236.588
        ml and 14.7868 ml) or metric ones (250 ml and 20 ml); an Imperial cup is 284 ml, a US pint 473.176 ml and an
        Imperial pint 568.261 ml. The kitchen extras are parts of a US teaspoon: a tad is 1/4, a dash 1/8, a pinch 1/16,
        a smidge 1/32 and a drop 1/60.
      </Text>
      <Text fz="sm" c="dimmed">
        You can type as well: digits, + − * / and the point, Enter or = for equals, Backspace to delete, Escape to
        clear.
      </Text>
      <Calculator variant="desktop" />
    </Page>
  );
}

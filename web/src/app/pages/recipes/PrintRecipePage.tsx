import { Alert, Anchor, Button, Checkbox, Group, Image, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { statusPasses } from '@fiz/core/access';
import { isIngredientHeading } from '@fiz/core/ingredient-heading';
import { splitMethod } from '@fiz/core/method';
import { RecipeIdSchema, type Recipe } from '@fiz/core/recipe';
import { AS_WRITTEN, scaleIngredient, type Scale } from '@fiz/core/scaling';
import { Page } from '../../../components/ui/Page';
import { PrintIngredients } from '../../../features/recipes/print/PrintIngredients';
import { RecipeLoadStatus } from '../../../features/recipes/editor/RecipeLoadStatus';
import { retryOnceUnlessRefused, serverMessage } from '../../../lib/api';
import { canGoBackInApp } from '../../../lib/inAppHistory';
import { BusyButton } from '../../../components/ui/BusyButton';
import { recipeQuery } from '../../../features/recipes/recipes.queries';
import { useSession } from '../../../lib/session.queries';
import { downloadRecipePdf } from '../../../features/mail/recipePdf';
import { ScalePicker } from '../../../features/scaling/ScalePicker';
import './PrintRecipePage.css';

/** Spec 9: the print date is d/m/yyyy. */
const printDate = (date: Date) => `${date.getDate()}/${date.getMonth() + 1}/${date.getFullYear()}`;

/** Only a web address becomes a link: an old record must never turn into a javascript: link. */
const isWebAddress = (link: string) => /^https?:\/\//i.test(link);

interface ChecklistProps {
  title: string;
  empty: string;
  items: string[];
  /** Method steps carry their number in the label, so it is printed and read out with the step. */
  numbered?: boolean;
}

function Checklist({ title, empty, items, numbered = false }: ChecklistProps) {
  return (
    <section className="fiz-print-section">
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text>{empty}</Text>
      ) : (
        <ol className="fiz-print-list">
          {items.map((item, index) => (
            // A Hebrew or Arabic step reads from the right, its box beside where it starts.
            <li key={index} className="fiz-print-item" dir="auto">
              <Checkbox
                label={
                  numbered ? (
                    <>
                      <span className="fiz-print-step-number">{index + 1}.</span> {item}
                    </>
                  ) : (
                    item
                  )
                }
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

interface PrintActionsProps {
  recipeId: number;
  /** The cook's own recipe, which they may edit: Edit leads there (saving a Chef Basil idea lands here). */
  editable: boolean;
  /** Offered only for a recipe with ingredients to scale. */
  scaling?: { value: Scale; onChange: (scale: Scale) => void };
}

const PDF_FAILED = 'The PDF could not be made. Please try again.';

function PrintActions({ recipeId, editable, scaling }: PrintActionsProps) {
  const navigate = useNavigate();
  // Fetched by the page, so a refusal (the recipe deleted or unshared meanwhile) is said here, not as JSON in a tab.
  const download = useMutation({ mutationFn: () => downloadRecipePdf(recipeId, scaling?.value) });
  // Opened directly (a new tab or a typed address) there is nothing to go back to.
  const close = () => void (canGoBackInApp() ? navigate(-1) : navigate('/recipes'));
  return (
    <div className="fiz-no-print">
      <Group className="fiz-print-actions">
        <Button onClick={() => window.print()}>Print</Button>
        <BusyButton variant="default" busy={download.isPending} onClick={() => download.mutate()}>
          Download PDF
        </BusyButton>
        {editable && (
          <Button component={Link} to={`/addeditrecipe/${recipeId}`} variant="default">
            Edit
          </Button>
        )}
        <Button variant="default" onClick={close}>
          Close
        </Button>
        {scaling && <ScalePicker {...scaling} />}
      </Group>
      {download.isError && (
        <Alert color="red" role="alert" mb="md">
          {serverMessage(download.error, PDF_FAILED)}
        </Alert>
      )}
    </div>
  );
}

function PrintedRecipe({ recipe }: { recipe: Recipe }) {
  useDocumentTitle(`${recipe.recipe_name} · Fiz`);
  const [printedOn] = useState(() => new Date());
  const [scale, setScale] = useState(AS_WRITTEN);
  const { user, status } = useSession();
  const editable = recipe.recipe_user_id === user?.user_id && statusPasses('active', status);
  const ingredients = recipe.ingredients.map((ingredient) => scaleIngredient(ingredient, scale));
  const link = recipe.recipe_website_link;
  return (
    <article className="fiz-print" aria-labelledby="print-title">
      <PrintActions
        recipeId={recipe.recipe_id}
        editable={editable}
        scaling={
          ingredients.some((row) => !isIngredientHeading(row)) ? { value: scale, onChange: setScale } : undefined
        }
      />
      <Group gap="sm" className="fiz-print-brand">
        <Image src="/logo.svg" alt="Fiz" w={48} h={48} />
        <Text fw={700}>The Cook&apos;s Companion</Text>
      </Group>
      {/* Name and note set their own direction: a recipe in Hebrew or Arabic reads from the right. */}
      <Title order={1} id="print-title" className="fiz-print-title" dir="auto">
        {recipe.recipe_name}
      </Title>
      {recipe.recipe_note && (
        <Text className="fiz-print-note" dir="auto">
          {recipe.recipe_note}
        </Text>
      )}
      {link &&
        (isWebAddress(link) ? (
          <Anchor href={link} target="_blank" rel="noopener noreferrer">
            {link}
          </Anchor>
        ) : (
          <Text>{link}</Text>
        ))}
      <PrintIngredients
        title={scale === AS_WRITTEN ? 'Ingredients' : `Ingredients (${scale.label})`}
        ingredients={ingredients}
      />
      {recipe.recipe_imageurl && (
        <Image src={recipe.recipe_imageurl} alt={recipe.recipe_name} className="fiz-print-image" radius="md" />
      )}
      <Checklist title="Method" empty="No method provided." items={splitMethod(recipe.recipe_method)} numbered />
      <footer className="fiz-print-footer">
        <Text fz="sm">© {printedOn.getFullYear()}</Text>
        <Text fz="sm">Cook: {recipe.user_name}</Text>
        <Text fz="sm">Printed {printDate(printedOn)}</Text>
      </footer>
    </article>
  );
}

function LoadedPrint({ recipeId }: { recipeId: number }) {
  const query = useQuery({ ...recipeQuery(recipeId), retry: retryOnceUnlessRefused });
  if (query.data) return <PrintedRecipe recipe={query.data} />;
  return (
    <Page title="Print Recipe">
      <RecipeLoadStatus error={query.error} />
    </Page>
  );
}

/**
 * Spec 2.3 /printrecipe/{recipeId}: the recipe laid out for paper, with tick boxes for the cook; Print and Close,
 * and Download PDF and, on the cook's own recipe, Edit.
 */
export function PrintRecipePage() {
  const { recipeId } = useParams();
  const id = RecipeIdSchema.safeParse(recipeId);
  if (!id.success) {
    return (
      <Page title="Print Recipe">
        <RecipeLoadStatus error={null} invalidId />
      </Page>
    );
  }
  return <LoadedPrint key={id.data} recipeId={id.data} />;
}

import { describe, expect, it } from 'vitest';
import { UNKNOWN_QUESTION_ANSWER, OFF_TOPIC_ANSWER, answerQuestion } from './answers.js';

describe('answerQuestion: common kitchen questions', () => {
  const cases: [question: string, kind: 'units' | 'knowledge', facts: RegExp[]][] = [
    ['substitute for buttermilk', 'knowledge', [/lemon juice or (white )?vinegar/, /milk/]],
    ['internal temperature for chicken', 'knowledge', [/74 °C/, /165 °F/]],
    ['how many grams in a pound', 'units', [/453\.59 g/]],
    ['how many ml in 2 cups', 'units', [/2 US cups is 473\.18 ml/, /2 metric cups is 500 ml/]],
    ['convert 180 C to F', 'units', [/180 °C is 356 °F, about 350 °F on an oven dial/]],
    ['how long does cooked rice keep in the fridge', 'knowledge', [/1 day/]],
    ['egg substitute for baking', 'knowledge', [/flaxseed/, /applesauce|banana/]],
    ['how to blanch broccoli', 'knowledge', [/2–3 minutes/, /iced water/]],
    ['how long to rest a steak', 'knowledge', [/5–10 minutes/]],
    [
      'how much dried herbs instead of fresh',
      'knowledge',
      [/a third/, /1 teaspoon of dried herbs replaces 1 tablespoon/],
    ],
    ['tablespoons in a cup', 'knowledge', [/16 tablespoons/]],
    ['how much is a stick of butter', 'knowledge', [/113 g/, /8 tablespoons/]],
    ['safe temperature for pork', 'knowledge', [/63 °C \(145 °F\)/, /rest/]],
    ['can I freeze cooked rice', 'knowledge', [/^Yes/, /1 month/]],
    ['what is a roux', 'knowledge', [/equal weights of fat/, /flour/]],
    ['how to stop pasta sticking', 'knowledge', [/stir/, /rolling boil/]],
    ['how long to boil an egg', 'knowledge', [/6 minutes/, /10–12 minutes/]],
    ['how much baking soda and cream of tartar replace baking powder', 'knowledge', [/1\/4 teaspoon of baking soda/]],
    ['how long does raw mince keep in the fridge', 'knowledge', [/1–2 days/]],
    ['what temperature should my fridge be', 'knowledge', [/4 °C \(40 °F\)/]],
    ['how much juice in a lemon', 'knowledge', [/2–3 tablespoons/]],
    ['how many teaspoons in a tablespoon', 'units', [/1 US tablespoon is 3 US teaspoons/]],
    ['what is 1.5 lb in kg', 'units', [/1\.5 lb is 0\.68 kg/]],
    ['350°F in celsius', 'units', [/350 °F is 176\.67 °C, about 180 °C on an oven dial/]],
    ['convert 74 C to F', 'units', [/^74 °C is 165\.2 °F\.$/]],
    ['½ cup in ml', 'units', [/0\.5 US cups is 118\.29 ml/]],
    // Cooking a food, not keeping it cooked: the search reads "cook" and "cooked" alike.
    ['how long to cook pasta', 'knowledge', [/al dente/]],
    ['how long to cook rice', 'knowledge', [/15 minutes/]],
    ['how do I cook rice', 'knowledge', [/15 minutes/]],
    ['how long does cooked pasta keep', 'knowledge', [/3–5 days/]],
    ['how do I cook steak', 'knowledge', [/medium-rare/, /55–57 °C/]],
    [
      'how long to cook a 2kg chicken',
      'knowledge',
      [/^At 200 °C \(400 °F\), a 2 kg \(4\.4 lb\) chicken takes about 1 hour 40 minutes\./],
    ],
    // A weight in the question is worked out for that weight, not answered with the entry's example bird.
    [
      'How long to roast a 3 kg chicken?',
      'knowledge',
      [/^At 200 °C \(400 °F\), a 3 kg \(6\.6 lb\) chicken takes about 2 hours 20 minutes\./],
    ],
    [
      'roast chicken 1,8kg how long',
      'knowledge',
      [/^At 200 °C \(400 °F\), a 1\.8 kg \(4 lb\) chicken takes about 1 hour 30 minutes\./],
    ],
    [
      'how long to cook a 5kg turkey',
      'knowledge',
      [/^At 165 °C \(325 °F\), a 5 kg \(11 lb\) unstuffed turkey takes about 2 hours 45 minutes to 3 hours\./],
    ],
    [
      'how long to roast a 20 lb turkey',
      'knowledge',
      // On the line between two of the USDA's rows, the heavier row's longer times.
      [/^At 165 °C \(325 °F\), a 20 lb \(9\.1 kg\) unstuffed turkey takes about 4 hours 30 minutes to 5 hours\./],
    ],
    [
      'how long to heat a 4 kg ham',
      'knowledge',
      [
        /^At 160 °C \(325 °F\), a 4 kg \(8\.8 lb\) cooked ham takes about 2 hours 15 minutes to 3 hours to heat through\./,
      ],
    ],
    // No weight, or one the rule was never meant for: the general answer alone.
    ['how long to cook a chicken', 'knowledge', [/^Roast at 200 °C/, /20 minutes per 500 g/]],
    ['how long to roast a 50 kg chicken', 'knowledge', [/^Roast at 200 °C/]],
    ['how long to roast an 8 lb turkey', 'knowledge', [/^At 165 °C \(325 °F\), an 8 lb \(3\.6 kg\) unstuffed turkey/]],
    // Nor a question the rule does not answer: a stuffed bird, a raw ham.
    ['how long to roast a stuffed 6 kg turkey', 'knowledge', [/^Roast turkey at 165 °C/]],
    ['how long to cook a 3 kg raw ham', 'knowledge', [/^Raw \(fresh\) ham/]],
    // Which way a swap goes is in the order of the words.
    ['can I use butter instead of oil', 'knowledge', [/1\/2 cup \(120 ml\) of oil becomes 1\/2 cup \(115 g\)/]],
    ['substitute for oil in cake', 'knowledge', [/melt the butter/]],
    ['can I use oil instead of butter', 'knowledge', [/three-quarters as much oil/]],
    ['what can I use instead of cream in pasta sauce', 'knowledge', [/melted butter into 3\/4 cup/]],
    ['can I use margarine instead of butter', 'knowledge', [/block margarine/]],
    ['how long to cook chicken wings', 'knowledge', [/wings take 40–45 minutes/]],
    ['how long to cook chicken thighs in the oven', 'knowledge', [/bone-in thighs/]],
    ['what can I use instead of sour cream', 'knowledge', [/Greek yogurt/]],
    ['what is the smoke point of olive oil', 'knowledge', [/extra virgin olive oil 190–210 °C/]],
    ['can I put a hot pan in cold water', 'knowledge', [/warp/, /crack cast iron/]],
    ['how long do eggs last', 'knowledge', [/3–5 weeks/]],
    // An amount of an ingredient between weight and volume, from what a cup of it weighs.
    ['3/4 cup butter in grams', 'units', [/^0\.75 cups of butter is about 170 g/, /227 g/]],
    ['convert 200 g butter to cups', 'units', [/^200 g of butter is about 0\.88 cups/]],
    ['how many cups is 1 kg of flour', 'units', [/about 8 cups/, /spooned into the cup and levelled/]],
    ['how many cups in a pound of sugar', 'units', [/^1 lb of sugar is about 2\.27 cups/]],
    ['how many grams in a cup of flour', 'knowledge', [/125 g/, /150 g/]],
    ['how many grams in 2 cups of kale', 'units', [/^I don't know what a cup of kale weighs/]],
    ['what is a pinch', 'knowledge', [/a pinch 1\/16/]],
    ["what's a dash", 'knowledge', [/a dash 1\/8/]],
  ];

  it.each(cases)('"%s" → %s', (question, kind, facts) => {
    const answer = answerQuestion(question);
    expect(answer.kind).toBe(kind);
    for (const fact of facts) expect(answer.answer).toMatch(fact);
  });
});

describe('answerQuestion: typos', () => {
  it.each([
    ['substatute for buttermilk', /lemon juice/],
    ['internal temprature for chiken', /74 °C/],
    ['how to temper chocolat', /31–32 °C/],
    ['how long to boill an egg', /10–12 minutes/],
  ])('still answers "%s"', (question, fact) => {
    const answer = answerQuestion(question);
    expect(answer.kind).toBe('knowledge');
    expect(answer.answer).toMatch(fact);
  });
});

describe('answerQuestion: units that need an ingredient', () => {
  it('answers grams in a cup from the knowledge base', () => {
    expect(answerQuestion('how many grams in a cup of flour').answer).toMatch(/125 g/);
  });

  it('explains why volume and weight do not convert directly', () => {
    const answer = answerQuestion('how many cups in a kilo');
    expect(answer.kind).toBe('units');
    expect(answer.answer).toMatch(/depends on the ingredient/);
  });
});

describe('answerQuestion: off-topic questions', () => {
  it.each([
    'who won the world cup',
    'write a python function',
    "what's the capital of France",
    'who should I vote for in the election',
    'what is the weather tomorrow',
    'help with my maths homework',
    'do I have the flu',
    'what is the stock market doing',
  ])('refuses "%s"', (question) => {
    expect(answerQuestion(question)).toEqual({ kind: 'off-topic', answer: OFF_TOPIC_ANSWER });
  });

  it('says Chef Basil only helps with cooking', () => {
    expect(OFF_TOPIC_ANSWER).toMatch(/Chef Basil/);
    expect(OFF_TOPIC_ANSWER).toMatch(/only help with cooking/);
  });
});

describe('answerQuestion: cooking questions it cannot answer offline', () => {
  it.each([
    'what did my grandmother put in her secret stew',
    'which wine goes best with fish',
    'what should I cook for dinner tonight',
  ])('is honest about "%s"', (question) => {
    expect(answerQuestion(question)).toEqual({ kind: 'unknown', answer: UNKNOWN_QUESTION_ANSWER });
  });

  it('says it cannot answer offline and what it can help with', () => {
    expect(UNKNOWN_QUESTION_ANSWER).toMatch(/don't know that one yet/);
    expect(UNKNOWN_QUESTION_ANSWER).toMatch(/substitutions/);
    expect(UNKNOWN_QUESTION_ANSWER).toMatch(/how many ml in 2 cups/);
  });

  it('does not refuse an empty question as off-topic', () => {
    expect(answerQuestion('   ').kind).toBe('unknown');
  });
});

describe('answerQuestion: determinism', () => {
  it('gives the same answer every time', () => {
    const question = 'how long do soups keep in the fridge';
    expect(answerQuestion(question)).toEqual(answerQuestion(question));
  });
});

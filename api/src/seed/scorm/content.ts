// The demo courses' texts, written for this product in German and English: a few pages each and
// a short quiz with a pass mark. The package builder turns each into a SCORM package.
import type { ScormVersionName } from '@compliance/shared-contracts';

interface CourseTexts {
  title: string;
  pages: readonly { heading: string; paragraphs: readonly string[] }[];
  quiz: readonly { question: string; answers: readonly string[]; correct: number }[];
}

/** One demo course's content: its SCORM version (and 2004 edition), pass mark and texts. */
export interface DemoCourseContent {
  version: ScormVersionName;
  /** How the manifest names the version: '1.2', '2004 3rd Edition', '2004 4th Edition'. */
  schemaVersion: string;
  passPercent: number;
  texts: { de: CourseTexts; en: CourseTexts };
}

/** The course frame's own words (buttons, quiz, result). */
export const COURSE_UI = {
  de: {
    next: 'Weiter',
    back: 'Zurück',
    submit: 'Antworten abgeben',
    retry: 'Quiz wiederholen',
    quiz: 'Abschlussquiz',
    quizIntro: 'Beantworten Sie alle Fragen. Zum Bestehen brauchen Sie mindestens {percent} %.',
    missing: 'Bitte beantworten Sie alle Fragen.',
    passed: 'Bestanden',
    failed: 'Nicht bestanden',
    score: 'Sie haben {percent} % erreicht (zum Bestehen nötig: {pass} %).',
    step: 'Schritt {page} von {pages}',
    navigation: 'Kursnavigation',
  },
  en: {
    next: 'Next',
    back: 'Back',
    submit: 'Submit answers',
    retry: 'Retake the quiz',
    quiz: 'Final quiz',
    quizIntro: 'Answer every question. You need at least {percent} % to pass.',
    missing: 'Please answer every question.',
    passed: 'Passed',
    failed: 'Not passed',
    score: 'You scored {percent} % ({pass} % needed to pass).',
    step: 'Step {page} of {pages}',
    navigation: 'Course navigation',
  },
} as const;

export const DEMO_COURSE_CONTENT: Readonly<Record<string, DemoCourseContent>> = {
  'fire-safety': {
    version: '1.2',
    schemaVersion: '1.2',
    passPercent: 80,
    texts: {
      de: {
        title: 'Brandschutz im Betrieb',
        pages: [
          {
            heading: 'Brände verhüten',
            paragraphs: [
              'Die meisten Brände im Betrieb entstehen durch defekte Elektrogeräte, offene Flammen und achtlos gelagerte brennbare Stoffe.',
              'Halten Sie Fluchtwege und Notausgänge frei und stellen Sie Brandschutztüren niemals mit Keilen fest.',
            ],
          },
          {
            heading: 'Im Brandfall',
            paragraphs: [
              'Ruhe bewahren, Brand melden (Notruf 112), Menschen in Sicherheit bringen, dann – nur ohne Eigengefährdung – löschen.',
              'Benutzen Sie im Brandfall keine Aufzüge und folgen Sie den grünen Rettungszeichen zum Sammelplatz.',
            ],
          },
          {
            heading: 'Feuerlöscher richtig einsetzen',
            paragraphs: [
              'Löschen Sie in Windrichtung, von vorn nach hinten und von unten nach oben; mehrere Löscher gleichzeitig sind besser als nacheinander.',
              'Benutzte Feuerlöscher werden nicht zurück an die Halterung gehängt, sondern gemeldet und neu befüllt.',
            ],
          },
        ],
        quiz: [
          { question: 'Welche Nummer wählen Sie im Brandfall?', answers: ['110', '112', '115'], correct: 1 },
          {
            question: 'Dürfen Brandschutztüren mit einem Keil offen gehalten werden?',
            answers: ['Ja, tagsüber', 'Nein, niemals'],
            correct: 1,
          },
          {
            question: 'Was tun Sie zuerst, wenn es brennt?',
            answers: ['Löschen', 'Brand melden und Menschen warnen', 'Wertsachen holen'],
            correct: 1,
          },
          {
            question: 'Wie löschen Sie einen Brand?',
            answers: ['Gegen den Wind, von oben', 'In Windrichtung, von vorn und von unten'],
            correct: 1,
          },
          { question: 'Dürfen Sie im Brandfall den Aufzug benutzen?', answers: ['Nein', 'Ja, wenn er noch fährt'], correct: 0 },
        ],
      },
      en: {
        title: 'Fire safety at work',
        pages: [
          {
            heading: 'Preventing fires',
            paragraphs: [
              'Most fires at work start from faulty electrical equipment, open flames and carelessly stored flammable materials.',
              'Keep escape routes and emergency exits clear and never wedge fire doors open.',
            ],
          },
          {
            heading: 'When there is a fire',
            paragraphs: [
              'Stay calm, raise the alarm (emergency number 112), bring people to safety, then fight the fire only if you are not at risk.',
              'Never use lifts in a fire; follow the green exit signs to the assembly point.',
            ],
          },
          {
            heading: 'Using an extinguisher',
            paragraphs: [
              'Extinguish with the wind behind you, from front to back and from the bottom up; several extinguishers at once work better than one after another.',
              'Never hang a used extinguisher back on its bracket: report it so that it is refilled.',
            ],
          },
        ],
        quiz: [
          { question: 'Which number do you call in a fire?', answers: ['110', '112', '115'], correct: 1 },
          { question: 'May fire doors be wedged open?', answers: ['Yes, during the day', 'No, never'], correct: 1 },
          {
            question: 'What do you do first when there is a fire?',
            answers: ['Fight it', 'Raise the alarm and warn people', 'Fetch valuables'],
            correct: 1,
          },
          {
            question: 'How do you fight a fire?',
            answers: ['Against the wind, from the top', 'With the wind behind you, from the front and from the bottom'],
            correct: 1,
          },
          { question: 'May you use the lift in a fire?', answers: ['No', 'Yes, if it still works'], correct: 0 },
        ],
      },
    },
  },
  'first-aid': {
    version: '2004',
    schemaVersion: '2004 4th Edition',
    passPercent: 70,
    texts: {
      de: {
        title: 'Erste Hilfe – Grundlagen',
        pages: [
          {
            heading: 'Notruf absetzen',
            paragraphs: [
              'Wählen Sie 112 und beantworten Sie die Fragen der Leitstelle: Wo ist es passiert? Was ist passiert? Wie viele Verletzte? Warten auf Rückfragen!',
              'Im Betrieb informieren Sie zusätzlich die Ersthelfer; ihre Namen stehen auf dem Aushang am Erste-Hilfe-Kasten.',
            ],
          },
          {
            heading: 'Stabile Seitenlage',
            paragraphs: [
              'Eine bewusstlose Person, die normal atmet, bringen Sie in die stabile Seitenlage und überprüfen regelmäßig die Atmung.',
              'Atmet die Person nicht normal, beginnen Sie sofort mit der Herz-Lungen-Wiederbelebung.',
            ],
          },
          {
            heading: 'Herz-Lungen-Wiederbelebung',
            paragraphs: [
              'Drücken Sie 30-mal fest und schnell in der Mitte des Brustkorbs (100 bis 120 pro Minute), dann 2-mal beatmen – bis Hilfe eintrifft.',
              'Ist ein Defibrillator (AED) da, schalten Sie ihn ein und folgen Sie seinen Anweisungen.',
            ],
          },
        ],
        quiz: [
          { question: 'Wie lautet die Notrufnummer für Rettungsdienst und Feuerwehr?', answers: ['112', '110', '116 117'], correct: 0 },
          {
            question: 'Eine bewusstlose Person atmet normal. Was tun Sie?',
            answers: ['Stabile Seitenlage', 'Herzdruckmassage', 'Aufsetzen'],
            correct: 0,
          },
          { question: 'In welchem Verhältnis drücken und beatmen Sie?', answers: ['15 zu 2', '30 zu 2', '5 zu 1'], correct: 1 },
          { question: 'Wer legt das Gespräch beim Notruf auf?', answers: ['Der Anrufer', 'Die Leitstelle'], correct: 1 },
        ],
      },
      en: {
        title: 'First aid basics',
        pages: [
          {
            heading: 'Calling for help',
            paragraphs: [
              'Dial 112 and answer the dispatcher: where did it happen, what happened, how many are hurt? Wait for questions!',
              'At work, also tell the first aiders; their names are on the notice by the first aid kit.',
            ],
          },
          {
            heading: 'The recovery position',
            paragraphs: [
              'Put an unconscious person who is breathing normally in the recovery position and keep checking their breathing.',
              'If the person is not breathing normally, start CPR at once.',
            ],
          },
          {
            heading: 'CPR',
            paragraphs: [
              'Press hard and fast 30 times in the centre of the chest (100 to 120 a minute), then give 2 rescue breaths – until help arrives.',
              'If there is a defibrillator (AED), switch it on and follow its instructions.',
            ],
          },
        ],
        quiz: [
          { question: 'Which number calls an ambulance and the fire brigade?', answers: ['112', '110', '116 117'], correct: 0 },
          {
            question: 'An unconscious person breathes normally. What do you do?',
            answers: ['Recovery position', 'Chest compressions', 'Sit them up'],
            correct: 0,
          },
          { question: 'What is the ratio of compressions to breaths?', answers: ['15 to 2', '30 to 2', '5 to 1'], correct: 1 },
          { question: 'Who ends the emergency call?', answers: ['The caller', 'The dispatcher'], correct: 1 },
        ],
      },
    },
  },
  'display-screen': {
    version: '2004',
    schemaVersion: '2004 3rd Edition',
    passPercent: 60,
    texts: {
      de: {
        title: 'Gesund am Bildschirmarbeitsplatz',
        pages: [
          {
            heading: 'Tisch und Stuhl',
            paragraphs: [
              'Stellen Sie den Stuhl so ein, dass die Füße flach auf dem Boden stehen und die Oberschenkel waagerecht sind.',
              'Die Unterarme liegen locker auf der Tischfläche; Ober- und Unterarm bilden etwa einen rechten Winkel.',
            ],
          },
          {
            heading: 'Der Bildschirm',
            paragraphs: [
              'Die oberste Textzeile liegt etwas unter Augenhöhe, der Abstand beträgt etwa eine Armlänge (50 bis 70 cm).',
              'Stellen Sie den Bildschirm quer zum Fenster auf, um Blendung und Spiegelungen zu vermeiden.',
            ],
          },
          {
            heading: 'Pausen und Augen',
            paragraphs: [
              'Unterbrechen Sie die Bildschirmarbeit regelmäßig durch kurze Pausen oder andere Tätigkeiten.',
              'Schauen Sie zwischendurch in die Ferne; das entspannt die Augenmuskeln.',
            ],
          },
        ],
        quiz: [
          { question: 'Wie weit sollte der Bildschirm entfernt sein?', answers: ['20 bis 30 cm', '50 bis 70 cm', 'über 1 m'], correct: 1 },
          { question: 'Wie steht der Bildschirm zum Fenster?', answers: ['Quer zum Fenster', 'Mit dem Rücken zum Fenster'], correct: 0 },
          { question: 'Was entspannt die Augen?', answers: ['Heller Bildschirm', 'In die Ferne schauen'], correct: 1 },
        ],
      },
      en: {
        title: 'Healthy display-screen work',
        pages: [
          {
            heading: 'Desk and chair',
            paragraphs: [
              'Set the chair so that your feet rest flat on the floor and your thighs are level.',
              'Your forearms rest loosely on the desk; upper and lower arm form roughly a right angle.',
            ],
          },
          {
            heading: 'The screen',
            paragraphs: [
              'The top line of text sits just below eye level, about an arm’s length away (50 to 70 cm).',
              'Place the screen at right angles to the window to avoid glare and reflections.',
            ],
          },
          {
            heading: 'Breaks and eyes',
            paragraphs: [
              'Interrupt screen work regularly with short breaks or other tasks.',
              'Look into the distance now and then; it relaxes the eye muscles.',
            ],
          },
        ],
        quiz: [
          { question: 'How far away should the screen be?', answers: ['20 to 30 cm', '50 to 70 cm', 'over 1 m'], correct: 1 },
          { question: 'How does the screen stand to the window?', answers: ['At right angles to it', 'With its back to it'], correct: 0 },
          { question: 'What relaxes the eyes?', answers: ['A bright screen', 'Looking into the distance'], correct: 1 },
        ],
      },
    },
  },
};

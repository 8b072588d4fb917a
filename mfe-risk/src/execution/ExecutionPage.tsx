import { useMemo, useRef, useState, type ReactElement } from 'react';
import { RISK_ANSWER_SCALE, RISK_NOTE_MAX_LENGTH, type RiskExecution, type RiskQuestionnaire } from '@compliance/shared-contracts/browser';
import {
  Alert,
  ArrowBackIcon,
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormFeedback,
  FormLabel,
  LinearProgress,
  TextInput,
  Typography,
  apiErrorCode,
  useConfirmedAction,
  useNavigate,
  useParams,
  useRequestErrorKey,
} from '@compliance/shared-ui';
import { Radio, RadioGroup } from '@compliance/shared-ui/inputs';
import { Loaded } from '@compliance/shared-ui/page';
import { RiskPage } from '../common/RiskPage';
import { useRiskTranslation } from '../common/namespace';
import { riskPaths } from '../common/paths';
import { useRiskMemberTasksRefresh } from '../my-analyses/api';
import { useRiskContent, useRiskExecution } from './api';
import { useDraftSaver, type DraftState, type RiskDraft } from './draft-saver';

type Question = RiskQuestionnaire['sections'][number]['questions'][number];

/** The id of a question's fieldset, where "complete" leads the member to the first unanswered one. */
const questionDomId = (questionId: string) => `risk-question-${questionId}`;

/** One question: its text and hint, the five answers as radio buttons, and an optional note. */
function QuestionField({
  question,
  number,
  answer,
  note,
  missing,
  onAnswer,
  onNote,
}: {
  question: Question;
  number: number;
  answer: number | undefined;
  note: string;
  missing: boolean;
  onAnswer: (value: number) => void;
  onNote: (value: string) => void;
}): ReactElement {
  const { t } = useRiskTranslation();
  const legendId = `${questionDomId(question.questionId)}-legend`;
  return (
    // The rule between questions is the wrapper's: a fieldset's own border would run through its legend.
    <Box sx={{ borderTop: 1, borderColor: 'divider', py: 2 }}>
      <FormControl
        component="fieldset"
        id={questionDomId(question.questionId)}
        error={missing}
        tabIndex={-1}
        sx={{ display: 'flex', gap: 1 }}
      >
        <FormLabel component="legend" id={legendId} sx={{ color: 'text.primary', fontWeight: 600, mb: 0.5 }}>
          {number}. {question.text}
        </FormLabel>
        {question.hint !== '' && (
          <Typography variant="body2" color="text.secondary">
            {question.hint}
          </Typography>
        )}
        <RadioGroup
          row
          name={`answer-${question.questionId}`}
          aria-labelledby={legendId}
          value={answer === undefined ? '' : String(answer)}
          onChange={(_event, value) => onAnswer(Number(value))}
        >
          {RISK_ANSWER_SCALE.map((label, index) => (
            <FormControlLabel key={label} value={String(index)} control={<Radio />} label={t(`execution.answers.${label}`)} />
          ))}
        </RadioGroup>
        {missing && (
          <Typography variant="body2" color="error" role="alert">
            {t('execution.answerMissing')}
          </Typography>
        )}
        <TextInput
          label={t('execution.note', { number })}
          helperText={t('execution.noteHint', { max: RISK_NOTE_MAX_LENGTH })}
          value={note}
          multiline
          rows={2}
          fullWidth
          onChange={(event) => onNote(event.target.value.slice(0, RISK_NOTE_MAX_LENGTH))}
        />
      </FormControl>
    </Box>
  );
}

/** Where the draft stands, read out politely as it changes. */
function DraftStatus({ state }: { state: DraftState }): ReactElement {
  const { t } = useRiskTranslation();
  return (
    <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
      {t(`execution.draft.${state}`)}
    </Typography>
  );
}

/** The questionnaire of an open analysis: sections of questions, progress, saving as the member goes, complete. */
function Questionnaire({ execution, content }: { execution: RiskExecution; content: RiskQuestionnaire }): ReactElement {
  const { t } = useRiskTranslation();
  const navigate = useNavigate();
  const errorKey = useRequestErrorKey();
  const refreshTasks = useRiskMemberTasksRefresh();
  const { ask, dialog } = useConfirmedAction();
  const [draft, setDraft] = useState<RiskDraft>({ answers: execution.answers, notes: execution.notes });
  const [holding, setHolding] = useState(true);
  const [completed, setCompleted] = useState(false);
  const [showMissing, setShowMissing] = useState(false);
  const saver = useDraftSaver(execution.executionUuid, draft, holding);
  const top = useRef<HTMLDivElement>(null);

  const questions = useMemo(() => content.sections.flatMap((section) => section.questions), [content]);
  const answered = questions.filter((question) => draft.answers[question.questionId] !== undefined).length;
  const numbers = new Map(questions.map((question, index) => [question.questionId, index + 1]));

  const setAnswer = (questionId: string, value: number) =>
    setDraft((current) => ({ ...current, answers: { ...current.answers, [questionId]: value } }));
  const setNote = (questionId: string, value: string) =>
    setDraft((current) => ({ ...current, notes: { ...current.notes, [questionId]: value } }));

  const saveForLater = () =>
    void saver
      .saveNow({ release: true })
      .then(() => {
        setHolding(false);
        refreshTasks();
        navigate(riskPaths.myAnalyses());
      })
      .catch(() => undefined);

  const complete = () => {
    const firstMissing = questions.find((question) => draft.answers[question.questionId] === undefined);
    if (firstMissing) {
      setShowMissing(true);
      document.getElementById(questionDomId(firstMissing.questionId))?.focus();
      return;
    }
    ask({
      title: t('execution.completeTitle'),
      message: t('execution.completeMessage'),
      confirmLabel: t('execution.complete'),
      run: () => saver.saveNow({ complete: true }),
      onDone: () => {
        setHolding(false);
        setCompleted(true);
        refreshTasks();
        top.current?.focus();
      },
    });
  };

  if (completed)
    return (
      <Box ref={top} tabIndex={-1} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
        <Alert severity="success" role="status">
          {t('execution.completed')}
        </Alert>
        <Button variant="contained" startIcon={<ArrowBackIcon />} onClick={() => navigate(riskPaths.myAnalyses())}>
          {t('execution.backToList')}
        </Button>
      </Box>
    );

  const lockLost = apiErrorCode(saver.error) === 'RiskAssessment.ExecutionLocked';
  return (
    <Box ref={top} tabIndex={-1} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {content.description !== '' && <Typography>{content.description}</Typography>}
      <Alert severity="info" role="note">
        {t('execution.anonymity')}
      </Alert>
      <Box sx={{ position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.default', py: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Typography id="risk-progress-label">{t('execution.progress', { answered, total: questions.length })}</Typography>
          <DraftStatus state={saver.state} />
        </Box>
        <LinearProgress
          variant="determinate"
          value={questions.length === 0 ? 0 : (answered / questions.length) * 100}
          aria-labelledby="risk-progress-label"
        />
      </Box>
      {saver.error !== null && <FormFeedback errorKey={errorKey(saver.error)} />}
      {content.sections.map((section) => (
        <Card key={section.sectionId} variant="outlined" component="section" aria-labelledby={`risk-section-${section.sectionId}`}>
          <CardContent>
            <Typography variant="h6" component="h2" id={`risk-section-${section.sectionId}`}>
              {section.title}
            </Typography>
            {section.questions.map((question) => (
              <QuestionField
                key={question.questionId}
                question={question}
                number={numbers.get(question.questionId) ?? 0}
                answer={draft.answers[question.questionId]}
                note={draft.notes[question.questionId] ?? ''}
                missing={showMissing && draft.answers[question.questionId] === undefined}
                onAnswer={(value) => setAnswer(question.questionId, value)}
                onNote={(value) => setNote(question.questionId, value)}
              />
            ))}
          </CardContent>
        </Card>
      ))}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={saveForLater} disabled={lockLost}>
          {t('execution.saveForLater')}
        </Button>
        <Button variant="contained" onClick={complete} disabled={lockLost}>
          {t('execution.complete')}
        </Button>
      </Box>
      {dialog}
    </Box>
  );
}

/** What stands in the way of answering: the analysis open in another window, or done already. */
function Unavailable({ messageKey, onRetry }: { messageKey: string; onRetry?: () => void }): ReactElement {
  const { t } = useRiskTranslation();
  const navigate = useNavigate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
      <Alert severity="warning" role="alert">
        {t(messageKey)}
      </Alert>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={() => navigate(riskPaths.myAnalyses())}>
          {t('execution.backToList')}
        </Button>
        {onRetry && (
          <Button variant="contained" onClick={onRetry}>
            {t('execution.retry')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

/**
 * /dashboard/apps/risk-assessments/execution/:executionUuid: the member's questionnaire. Opening it
 * locks it to this window; another window (the member in a second browser) is told so, naming
 * nobody, and a completed analysis cannot be answered again.
 */
export function ExecutionPage() {
  const { t } = useRiskTranslation();
  const errorKey = useRequestErrorKey();
  const { executionUuid = '' } = useParams();
  const execution = useRiskExecution(executionUuid);
  const open = execution.data !== undefined && !execution.data.completed;
  const content = useRiskContent(open ? execution.data!.riskAssessmentTaskUuid : null);
  const body = (): ReactElement => {
    if (apiErrorCode(execution.error) === 'RiskAssessment.ExecutionLocked')
      return <Unavailable messageKey={errorKey(execution.error)} onRetry={() => void execution.mutate()} />;
    if (execution.data?.completed) return <Unavailable messageKey="common.errorCodes.RiskAssessment.ExecutionCompleted" />;
    return (
      <Loaded result={{ data: open ? content.data : undefined, error: execution.error ?? content.error }}>
        {(questionnaire) => <Questionnaire execution={execution.data!} content={questionnaire} />}
      </Loaded>
    );
  };
  return <RiskPage title={execution.data?.title ?? t('execution.title')}>{body()}</RiskPage>;
}

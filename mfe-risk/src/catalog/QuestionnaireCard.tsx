import type { ReactElement } from 'react';
import { Box, Card, CardContent, Typography } from '@compliance/shared-ui';
import { Loaded } from '@compliance/shared-ui/page';
import { useRiskTranslation } from '../common/namespace';
import { useQuestionnaire } from './api';

/** What the assessment's members are asked, section by section, as they will read it; the answers are never … always. */
export function QuestionnaireCard({ riskAssessmentTaskUuid }: { riskAssessmentTaskUuid: string }): ReactElement {
  const { t } = useRiskTranslation();
  const questionnaire = useQuestionnaire(riskAssessmentTaskUuid);
  return (
    <Card variant="outlined" component="section" aria-labelledby="risk-questionnaire-heading" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" id="risk-questionnaire-heading">
          {t('questionnaire.headline')}
        </Typography>
        <Loaded result={questionnaire}>
          {(content) => {
            const firstNumbers = content.sections.map(
              (_section, index) => 1 + content.sections.slice(0, index).reduce((sum, earlier) => sum + earlier.questions.length, 0),
            );
            return (
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 1 }}>
                {content.description !== '' && <Typography color="text.secondary">{content.description}</Typography>}
                {content.sections.map((section, index) => (
                  <Box key={section.sectionId}>
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                      {section.title}
                    </Typography>
                    {/* Numbered on through the sections, as the members see them. */}
                    <Box component="ol" start={firstNumbers[index]} sx={{ my: 0.5, pl: 3 }}>
                      {section.questions.map((question) => (
                        <li key={question.questionId}>
                          <Typography>{question.text}</Typography>
                          {question.hint !== '' && (
                            <Typography variant="body2" color="text.secondary">
                              {question.hint}
                            </Typography>
                          )}
                        </li>
                      ))}
                    </Box>
                  </Box>
                ))}
              </Box>
            );
          }}
        </Loaded>
      </CardContent>
    </Card>
  );
}

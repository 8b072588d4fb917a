/* global window, document */
// The demo courses' own runtime, written for this product: pages, then a quiz, then the result,
// from window.COURSE (content.js). It reports to the LMS through the SCORM API object a parent
// frame offers: API (SCORM 1.2) or API_1484_11 (SCORM 2004). Where it stopped (page, answers)
// goes to the location and suspend data, so a learner who leaves half-way comes back to the page.
(function () {
  'use strict';
  var COURSE = window.COURSE;

  function findApi(name) {
    var frame = window;
    for (var depth = 0; depth < 10 && frame; depth += 1) {
      if (frame[name]) return frame[name];
      if (frame.parent === frame) break;
      frame = frame.parent;
    }
    return null;
  }

  // The calls and element names of each version, behind one small interface.
  function lmsOf(version) {
    if (version === '1.2') {
      var api = findApi('API');
      if (!api) return null;
      return {
        start: function () {
          return api.LMSInitialize('');
        },
        get: function (name) {
          return api.LMSGetValue(name);
        },
        set: function (name, value) {
          return api.LMSSetValue(name, String(value));
        },
        commit: function () {
          return api.LMSCommit('');
        },
        finish: function () {
          return api.LMSFinish('');
        },
        names: { location: 'cmi.core.lesson_location', exit: 'cmi.core.exit', language: 'cmi.student_preference.language' },
        begun: function () {
          if (this.get('cmi.core.lesson_status') === 'not attempted') this.set('cmi.core.lesson_status', 'incomplete');
        },
        report: function (percent, passed) {
          this.set('cmi.core.score.min', 0);
          this.set('cmi.core.score.max', 100);
          this.set('cmi.core.score.raw', percent);
          this.set('cmi.core.lesson_status', passed ? 'passed' : 'failed');
        },
        done: function () {
          var status = this.get('cmi.core.lesson_status');
          return status === 'passed' || status === 'failed' || status === 'completed';
        },
      };
    }
    var api2004 = findApi('API_1484_11');
    if (!api2004) return null;
    return {
      start: function () {
        return api2004.Initialize('');
      },
      get: function (name) {
        return api2004.GetValue(name);
      },
      set: function (name, value) {
        return api2004.SetValue(name, String(value));
      },
      commit: function () {
        return api2004.Commit('');
      },
      finish: function () {
        return api2004.Terminate('');
      },
      names: { location: 'cmi.location', exit: 'cmi.exit', language: 'cmi.learner_preference.language' },
      begun: function () {
        if (this.get('cmi.completion_status') !== 'completed') this.set('cmi.completion_status', 'incomplete');
      },
      progress: function (share) {
        if (this.get('cmi.completion_status') !== 'completed') this.set('cmi.progress_measure', Math.min(1, share).toFixed(2));
      },
      report: function (percent, passed) {
        this.set('cmi.score.min', 0);
        this.set('cmi.score.max', 100);
        this.set('cmi.score.raw', percent);
        this.set('cmi.score.scaled', (percent / 100).toFixed(4));
        this.set('cmi.progress_measure', 1);
        this.set('cmi.completion_status', 'completed');
        this.set('cmi.success_status', passed ? 'passed' : 'failed');
      },
      done: function () {
        return this.get('cmi.completion_status') === 'completed';
      },
    };
  }

  var lms = lmsOf(COURSE.version);
  var root = document.getElementById('course');
  if (!lms) {
    root.textContent = 'This course needs a learning management system.';
    return;
  }
  lms.start();
  var languageCode = String(lms.get(lms.names.language) || '')
    .slice(0, 2)
    .toLowerCase();
  var texts = COURSE.texts[languageCode] || COURSE.texts.de;
  document.documentElement.lang = texts === COURSE.texts.en ? 'en' : 'de';
  document.title = texts.title;
  lms.begun();

  var state = { page: 0, answers: [] };
  var saved = lms.get('cmi.suspend_data');
  var location = parseInt(lms.get(lms.names.location), 10);
  try {
    if (saved) state.answers = JSON.parse(saved).answers || [];
  } catch {
    state.answers = [];
  }
  if (location >= 0 && location <= texts.pages.length + 1) state.page = location;

  var QUIZ = texts.pages.length;
  var RESULT = QUIZ + 1;

  function keep() {
    lms.set(lms.names.location, state.page);
    lms.set('cmi.suspend_data', JSON.stringify({ answers: state.answers }));
    if (lms.progress) lms.progress(state.page / RESULT);
    lms.commit();
  }

  function element(tag, text, attributes) {
    var node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = text;
    Object.keys(attributes || {}).forEach(function (name) {
      node.setAttribute(name, attributes[name]);
    });
    return node;
  }

  function button(text, onClick, primary) {
    var node = element('button', text, { type: 'button', class: primary ? 'primary' : '' });
    node.addEventListener('click', onClick);
    return node;
  }

  function scorePercent() {
    var right = texts.quiz.filter(function (question, index) {
      return state.answers[index] === question.correct;
    }).length;
    return Math.round((right / texts.quiz.length) * 100);
  }

  function go(page) {
    state.page = page;
    keep();
    render();
  }

  function renderPage(page) {
    var content = texts.pages[page];
    root.appendChild(element('h1', content.heading));
    content.paragraphs.forEach(function (paragraph) {
      root.appendChild(element('p', paragraph));
    });
  }

  function renderQuiz() {
    root.appendChild(element('h1', texts.ui.quiz));
    root.appendChild(element('p', texts.ui.quizIntro.replace('{percent}', COURSE.passPercent)));
    texts.quiz.forEach(function (question, index) {
      var fieldset = element('fieldset');
      fieldset.appendChild(element('legend', question.question));
      question.answers.forEach(function (answer, answerIndex) {
        var id = 'q' + index + 'a' + answerIndex;
        var input = element('input', null, { type: 'radio', name: 'q' + index, id: id, value: String(answerIndex) });
        if (state.answers[index] === answerIndex) input.checked = true;
        input.addEventListener('change', function () {
          state.answers[index] = answerIndex;
          keep();
        });
        var label = element('label', null, { for: id });
        label.appendChild(input);
        label.appendChild(document.createTextNode(' ' + answer));
        fieldset.appendChild(label);
      });
      root.appendChild(fieldset);
    });
  }

  function renderResult() {
    var percent = scorePercent();
    var passed = percent >= COURSE.passPercent;
    root.appendChild(element('h1', passed ? texts.ui.passed : texts.ui.failed));
    root.appendChild(element('p', texts.ui.score.replace('{percent}', percent).replace('{pass}', COURSE.passPercent), { role: 'status' }));
  }

  function render() {
    root.textContent = '';
    // Every screen counts: the pages, the quiz and the result.
    var step = element('p', texts.ui.step.replace('{page}', state.page + 1).replace('{pages}', RESULT + 1), {
      class: 'step',
    });
    root.appendChild(step);
    if (state.page < QUIZ) renderPage(state.page);
    else if (state.page === QUIZ) renderQuiz();
    else renderResult();

    var navigation = element('nav', null, { 'aria-label': texts.ui.navigation });
    if (state.page > 0 && state.page <= QUIZ)
      navigation.appendChild(
        button(texts.ui.back, function () {
          go(state.page - 1);
        }),
      );
    if (state.page < QUIZ)
      navigation.appendChild(
        button(
          texts.ui.next,
          function () {
            go(state.page + 1);
          },
          true,
        ),
      );
    if (state.page === QUIZ) {
      navigation.appendChild(
        button(
          texts.ui.submit,
          function () {
            if (
              state.answers.filter(function (answer) {
                return answer !== undefined && answer !== null;
              }).length < texts.quiz.length
            ) {
              var alert = document.getElementById('missing') || element('p', texts.ui.missing, { id: 'missing', role: 'alert' });
              root.insertBefore(alert, navigation);
              return;
            }
            var percent = scorePercent();
            lms.report(percent, percent >= COURSE.passPercent);
            go(RESULT);
          },
          true,
        ),
      );
    }
    if (state.page === RESULT && scorePercent() < COURSE.passPercent) {
      navigation.appendChild(
        button(texts.ui.retry, function () {
          state.answers = [];
          go(QUIZ);
        }),
      );
    }
    root.appendChild(navigation);
    var heading = root.querySelector('h1');
    if (heading) {
      heading.setAttribute('tabindex', '-1');
      heading.focus();
    }
  }

  // Leaving before the end keeps the attempt open to resume (exit = suspend).
  var finished = false;
  window.addEventListener('pagehide', function () {
    if (finished) return;
    finished = true;
    if (!lms.done()) lms.set(lms.names.exit, 'suspend');
    keep();
    lms.finish();
  });

  render();
})();

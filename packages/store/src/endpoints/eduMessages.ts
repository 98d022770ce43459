import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  EDU_CLASS_NAME_MAX,
  EDU_CLASS_STUDENTS_MAX,
  EDU_CLASSES_MAX,
  EDU_IDEA_MAX,
  EDU_MESSAGES,
  EDU_SCHOOL_NAME_MAX,
} from '@aigc/domain';
import type { ServerMessageTranslator } from '../serverMessages';

type EduMessageKey = keyof typeof EDU_MESSAGES;

/**
 * The one table of the classroom's server messages (`EDU_MESSAGES` of
 * `@aigc/domain`, docs/edu.md) in the client's words, so a refused
 * classroom call reads in the active language (the server answers in
 * English). Keyed by the constants' names: a new constant without a text
 * fails the type check.
 */
export const EDU_MESSAGE_TEXTS: Record<EduMessageKey, MessageDescriptor> = {
  emptyLogin: msg`Please enter a correct account and password`,
  badLogin: msg`Incorrect account or password`,
  eduSiteOnly: msg`Please sign in on the education site`,
  mainSiteOnly: msg`Please sign in with your school account`,
  schoolOnly: msg`Only school accounts can do this`,
  teacherOnly: msg`Only teachers can do this`,
  noStudent: msg`No student with this username in your classes`,
  noClass: msg`This class does not exist`,
  studentUsernameRequired: msg`Please enter the student's username`,
  classNameRequired: msg`Please enter a class name`,
  classNameTooLong: msg`The class name must be at most ${EDU_CLASS_NAME_MAX} characters`,
  classNameTaken: msg`You already have a class with this name`,
  tooManyClasses: msg`A teacher can have at most ${EDU_CLASSES_MAX} classes`,
  noStudentsGiven: msg`Please add at least one student`,
  tooManyStudentsAtOnce: msg`At most ${EDU_CLASS_STUDENTS_MAX} students can be added at once`,
  classFull: msg`A class can have at most ${EDU_CLASS_STUDENTS_MAX} students`,
  schoolRequired: msg`Please enter the school name`,
  schoolTooLong: msg`The school name must be at most ${EDU_SCHOOL_NAME_MAX} characters`,
  badInvite: msg`This invite link is invalid or has expired`,
  historyForbidden: msg`You cannot see this history`,
  notInClassroom: msg`This is not available in the classroom`,
  promptBlocked: msg`Let's try a different idea — this one isn't right for the classroom.`,
  imageBlocked: msg`This picture is not right for the classroom, please try a different idea`,
  ideaTooLong: msg`The idea must be at most ${EDU_IDEA_MAX} characters`,
};

const BY_TEXT = new Map<string, MessageDescriptor>(
  (Object.keys(EDU_MESSAGES) as EduMessageKey[]).map((key) => [EDU_MESSAGES[key], EDU_MESSAGE_TEXTS[key]]),
);

/** `usernameTakenMessage` of `@aigc/domain`: 'The username "x" is already taken'. */
const USERNAME_TAKEN = /^The username "(.*)" is already taken$/;

/**
 * Translates a classroom server message ({@link EDU_MESSAGE_TEXTS}, and a
 * taken username with its name kept), or null for any other text.
 */
export const translateEduMessage: ServerMessageTranslator = (text) => {
  const known = BY_TEXT.get(text);
  if (known) return known;
  const taken = USERNAME_TAKEN.exec(text);
  if (taken) {
    const username = taken[1] ?? '';
    return msg`The username "${username}" is already taken`;
  }
  return null;
};

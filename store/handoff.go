package store

import (
	"fmt"
	"time"
)

// Conversation statuses: who answers the visitor.
const (
	// StatusBot: the assistant answers.
	StatusBot = "bot"
	// StatusWaiting: the visitor asked for a person; the assistant is silent.
	StatusWaiting = "waiting"
	// StatusHuman: a staff member handles the conversation; the assistant is silent.
	StatusHuman = "human"
	// StatusClosed: the conversation is over; a new visitor message reopens it as bot.
	StatusClosed = "closed"
)

// Conversation actions: what moves a conversation between statuses.
const (
	// ActVisitorMessage is a visitor message (a chat turn or a held message).
	ActVisitorMessage = "visitor_message"
	// ActRequestHandoff is the visitor asking for a person, or staff marking it.
	ActRequestHandoff = "request_handoff"
	// ActAssign is a staff member taking the conversation.
	ActAssign = "assign"
	// ActStaffMessage is a staff message; it takes the conversation like ActAssign.
	ActStaffMessage = "staff_message"
	// ActRelease hands the conversation back to the assistant.
	ActRelease = "release"
	// ActClose closes the conversation.
	ActClose = "close"
	// ActRead marks the visitor's messages read.
	ActRead = "read"
)

// Events fired by handoff transitions.
const (
	EventConversationAssigned = "conversation.assigned"
	EventConversationReleased = "conversation.released"
	EventConversationClosed   = "conversation.closed"
)

// conversationTransitions is the one table of status moves: for each
// action, the status it leads to from each status it is allowed in. An
// action from a status not listed is ErrInvalidState.
var conversationTransitions = map[string]map[string]string{
	ActVisitorMessage: {StatusBot: StatusBot, StatusWaiting: StatusWaiting, StatusHuman: StatusHuman, StatusClosed: StatusBot},
	ActRequestHandoff: {StatusBot: StatusWaiting, StatusClosed: StatusWaiting},
	ActAssign:         {StatusBot: StatusHuman, StatusWaiting: StatusHuman, StatusHuman: StatusHuman},
	// A staff message to a closed conversation reopens it with that person.
	ActStaffMessage: {StatusBot: StatusHuman, StatusWaiting: StatusHuman, StatusHuman: StatusHuman, StatusClosed: StatusHuman},
	ActRelease:      {StatusWaiting: StatusBot, StatusHuman: StatusBot},
	ActClose:        {StatusBot: StatusClosed, StatusWaiting: StatusClosed, StatusHuman: StatusClosed},
	ActRead:         {StatusBot: StatusBot, StatusWaiting: StatusWaiting, StatusHuman: StatusHuman, StatusClosed: StatusClosed},
}

// Assignee is the staff member handling a conversation, or a message's author.
type Assignee struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// ConversationChange is one staff action on a conversation.
type ConversationChange struct {
	Action string // ActAssign, ActRelease, ActClose, ActRead or ActRequestHandoff
	// Assignee is who takes the conversation (ActAssign); nil keeps none (a key).
	Assignee *Assignee
}

// ValidStatus reports whether s is a conversation status.
func ValidStatus(s string) bool {
	switch s {
	case StatusBot, StatusWaiting, StatusHuman, StatusClosed:
		return true
	}
	return false
}

// Validate checks that the change is one a staff member may ask for.
func (ch ConversationChange) Validate() error {
	switch ch.Action {
	case ActAssign, ActRelease, ActClose, ActRead, ActRequestHandoff:
		return nil
	}
	return Param("action", "unknown conversation action %q", ch.Action)
}

// AssistantSilent reports whether the assistant must not answer in status.
func AssistantSilent(status string) bool {
	return status == StatusWaiting || status == StatusHuman
}

// ApplyConversation applies action to c at now: it moves the status by the
// transitions table, keeps the assignee, unread count and handoff time in
// step, and returns the types of the events the change fires (the caller
// writes each with the conversation as data, in the same transaction).
// Message counts and message events stay with the caller. Both backends
// call it inside their transaction, on the locked conversation.
func ApplyConversation(c *Conversation, action string, who *Assignee, now time.Time) ([]string, error) {
	if c.Status == "" {
		c.Status = StatusBot
	}
	moves, ok := conversationTransitions[action]
	if !ok {
		return nil, Param("action", "unknown conversation action %q", action)
	}
	to, ok := moves[c.Status]
	if !ok {
		return nil, fmt.Errorf("conversation %s is %s, cannot %s: %w", c.ID, c.Status, action, ErrInvalidState)
	}
	from := c.Status
	c.Status = to
	if action != ActRead { // reading does not move a conversation up the inbox
		c.UpdatedAt = now
	}
	var events []string
	switch action {
	case ActVisitorMessage:
		c.Unread++
		c.LastMessageAt = ptrTime(now)
		if from == StatusClosed {
			c.Assignee = nil
		}
	case ActRequestHandoff:
		c.Handoff = true
		c.HandoffRequestedAt = ptrTime(now)
		c.Assignee = nil
		events = append(events, EventConversationHandoffRequested)
	case ActStaffMessage:
		c.Unread = 0 // a reply reads what it answers
		c.LastMessageAt = ptrTime(now)
		if from != StatusHuman { // the first staff message takes the conversation; later ones leave it be
			c.Assignee = cloneAssignee(who)
			events = append(events, EventConversationAssigned)
		}
	case ActAssign:
		if from != StatusHuman || (who != nil && (c.Assignee == nil || *c.Assignee != *who)) {
			events = append(events, EventConversationAssigned)
		}
		if who != nil {
			c.Assignee = cloneAssignee(who)
		}
	case ActRelease:
		c.Assignee = nil
		events = append(events, EventConversationReleased)
	case ActClose:
		c.Assignee = nil
		events = append(events, EventConversationClosed)
	case ActRead:
		c.Unread = 0
	}
	return events, nil
}

func cloneAssignee(a *Assignee) *Assignee {
	if a == nil {
		return nil
	}
	c := *a
	return &c
}

func ptrTime(t time.Time) *time.Time {
	t = t.UTC()
	return &t
}
